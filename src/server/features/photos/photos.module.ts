import { defineModule } from '../../server-module';
import { photosRoutes } from './photos.routes';

export const photosModule = defineModule({ name: 'photos', routes: [{ path: '/photos', create: photosRoutes }] });
