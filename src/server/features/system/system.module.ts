import { defineModule } from '../../server-module';
import { systemRoutes } from './system.routes';

export const systemModule = defineModule({ name: 'system', routes: [{ path: '/', create: systemRoutes }] });
