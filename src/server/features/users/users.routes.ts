import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validate';
import { createUserSchema, updateUserSchema } from '../../../shared/auth';
import { createUser, deleteUser, listAllUsers, updateUser } from './users.service';

export const usersRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json({ users: await listAllUsers(ctx) }))
    .post('/', async (c) => c.json({ user: await createUser(ctx, await jsonBody(c, createUserSchema)) }, 201))
    .patch('/:id', async (c) =>
      c.json({ user: await updateUser(ctx, c.req.param('id'), await jsonBody(c, updateUserSchema)) }),
    )
    .delete('/:id', async (c) => {
      await deleteUser(ctx, c.get('user')!, c.req.param('id'));
      return c.body(null, 204);
    });

export const hasRoleQuerySchema = z.object({ role: z.enum(['admin', 'editor']) });
