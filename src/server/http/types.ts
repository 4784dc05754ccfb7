import type { SessionUser } from '../auth/auth';

export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    requestId: string;
  };
};
