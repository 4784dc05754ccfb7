import { Hono } from 'hono';
import { APIError } from 'better-auth/api';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { jsonBody, parseWith } from '../../http/validate';
import { AppError } from '../../lib/errors';
import { changePasswordSchema } from '../../../shared/auth';
import { changeOwnPassword, hasRole } from '../users/users.service';
import { hasRoleQuerySchema } from '../users/users.routes';

export const meRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .use(requireUser)
    /** SPEC.md §6 `has_role(_user_id, _role)` for the signed-in user. */
    .get('/has-role', async (c) => {
      const { role } = parseWith(hasRoleQuerySchema, c.req.query());
      return c.json({ has_role: await hasRole(ctx, c.get('user')!.id, role) });
    })
    .post('/password', async (c) => {
      const body = await jsonBody(c, changePasswordSchema);
      try {
        await changeOwnPassword(ctx, c.req.raw.headers, body.currentPassword, body.newPassword);
      } catch (err) {
        if (err instanceof APIError) throw new AppError(400, 'bad_request', 'Das aktuelle Passwort ist falsch.');
        throw err;
      }
      return c.body(null, 204);
    });
