import { defineModule } from '../../server-module';
import { usersRoutes } from './users.routes';
import { ensureFirstAdmin } from './users.service';

export const usersModule = defineModule({
  name: 'users',
  routes: [{ path: '/users', create: usersRoutes }],
  async onBoot(ctx) {
    const admin = await ensureFirstAdmin(ctx);
    if (admin) ctx.log.info('first admin created', { email: admin.email });
  },
});
