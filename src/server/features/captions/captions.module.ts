import { defineModule } from '../../server-module';
import { captionsRoutes } from './captions.routes';

export const captionsModule = defineModule({ name: 'captions', routes: [{ path: '/news', create: captionsRoutes }] });
