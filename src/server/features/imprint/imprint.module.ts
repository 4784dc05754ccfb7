import { defineModule } from '../../server-module';
import { imprintRoutes } from './imprint.routes';

export const imprintModule = defineModule({
  name: 'imprint',
  routes: [{ path: '/settings/imprint', create: imprintRoutes }],
});
