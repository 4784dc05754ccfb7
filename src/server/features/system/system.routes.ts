import { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/types';
import { messages } from '../../../shared/messages';
import { effectiveImprint } from '../imprint';

export interface PublicConfig {
  organization_name: string;
  impressum: { name: string; address: string; email: string } | null;
  demo: boolean;
}

export const systemRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .get('/health', async (c) => {
      // The health check's answer to a database error is exactly this: 503, not reachable.
      const reachable = await ctx.database.ping().catch(() => false);
      return c.json(
        reachable
          ? { status: 'ok', database: { kind: ctx.database.kind, reachable: true } }
          : {
              status: 'error',
              database: { kind: ctx.database.kind, reachable: false },
              message: messages.api.databaseUnavailable,
            },
        reachable ? 200 : 503,
      );
    })
    .get('/config/public', async (c) => {
      const body: PublicConfig = {
        organization_name: ctx.env.ORGANIZATION_NAME,
        impressum: await effectiveImprint(ctx),
        demo: ctx.env.DEMO,
      };
      return c.json(body);
    });
