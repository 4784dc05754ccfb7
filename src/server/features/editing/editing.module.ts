import { defineModule } from '../../server-module';
import { editingRoutes } from './editing.routes';
import { registerRegenerationWorker } from './regenerate';

export const editingModule = defineModule({
  name: 'editing',
  routes: [{ path: '/news', create: editingRoutes }],
  workers: registerRegenerationWorker,
});
