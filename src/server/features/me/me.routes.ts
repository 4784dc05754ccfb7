import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guards';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/types';
import { validJson, validQuery } from '../../http/validate';
import { AppError } from '../../lib/errors';
import { changePasswordSchema, hasRoleQuerySchema } from '../../../shared/auth';
import { messages } from '../../../shared/messages';
import { changeOwnPassword, hasRole } from '../users';

export const meRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .use(requireUser)
    /** Whether the signed-in user has a role: the web's admin check (docs/product.md#roles). */
    .get('/has-role', validQuery(hasRoleQuerySchema), async (c) =>
      c.json({ has_role: await hasRole(ctx, c.get('user')!.id, c.req.valid('query').role) }),
    )
    .post('/password', validJson(changePasswordSchema), async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      const request = { headers: c.req.raw.headers, ip: clientIp(c), user: c.get('user')! };
      const outcome = await changeOwnPassword(ctx, request, currentPassword, newPassword);
      switch (outcome.kind) {
        case 'blocked':
          c.header('Retry-After', String(outcome.minutes * 60));
          throw new AppError(429, 'rate_limited', messages.account.passwordRateLimited(outcome.minutes));
        case 'wrong-password':
          throw new AppError(400, 'bad_request', messages.account.currentPasswordWrong);
        case 'changed':
          for (const cookie of outcome.setCookies) c.header('Set-Cookie', cookie, { append: true });
          return c.body(null, 204);
      }
    });
