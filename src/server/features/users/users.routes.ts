import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireAdmin, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { validJson, validParam } from '../../http/validate';
import { createUserSchema, updateUserSchema } from '../../../shared/auth';
import { userIdParam } from '../../../shared/fields';
import { createUser, deleteUser, listAllUsers, updateUser } from './users.service';

const userId = validParam(userIdParam);

/** The team list is read by everyone signed in (editors see who the admins are); changing accounts is the admins'. */
export const usersRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json({ users: await listAllUsers(ctx) }))
    .post('/', requireAdmin, validJson(createUserSchema), async (c) =>
      c.json({ user: await createUser(ctx, c.req.valid('json'), c.get('user')!) }, 201),
    )
    .patch('/:id', requireAdmin, userId, validJson(updateUserSchema), async (c) =>
      c.json({ user: await updateUser(ctx, c.req.valid('param').id, c.req.valid('json'), c.get('user')!) }),
    )
    .delete('/:id', requireAdmin, userId, async (c) => {
      await deleteUser(ctx, c.get('user')!, c.req.valid('param').id);
      return c.body(null, 204);
    });
