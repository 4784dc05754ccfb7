import type { NewsCategory } from '../../shared/news';
import type { Role } from '../../shared/auth';

/**
 * Every TanStack Query key of the web in one place. Features read and invalidate each other's data (a
 * publish refreshes the news lists, a sign-out drops the user list), so the keys cannot live in one feature.
 */
export const queryKeys = {
  news: {
    all: ['news'] as const,
    list: (category: NewsCategory) => ['news', 'list', category] as const,
  },
  session: ['session'] as const,
  /** Everything that belongs to the signed-in person; dropped on sign-out. */
  me: {
    all: ['me'] as const,
    hasRole: (role: Role, userId: string | undefined) => ['me', 'has-role', role, userId] as const,
  },
  users: ['users'] as const,
  publicConfig: ['config', 'public'] as const,
  bufferSettings: ['settings', 'buffer'] as const,
  plan: {
    all: ['plan'] as const,
    weeks: (from: string | undefined) => ['plan', from ?? 'this-week'] as const,
  },
  pipeline: {
    runs: ['pipeline', 'runs'] as const,
    sources: ['pipeline', 'sources'] as const,
    regionalTerms: ['pipeline', 'regional-terms'] as const,
  },
};
