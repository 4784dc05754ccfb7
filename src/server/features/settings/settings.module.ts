import { defineModule } from '../../server-module';
import { settingsRoutes } from './settings.routes';

export const settingsModule = defineModule({
  name: 'settings',
  routes: [{ path: '/settings', create: settingsRoutes }],
});
