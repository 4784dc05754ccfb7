import { defineModule } from '../../server-module';
import { meRoutes } from './me.routes';

export const meModule = defineModule({ name: 'me', routes: [{ path: '/me', create: meRoutes }] });
