import { defineModule } from '../../server-module';
import { newsRoutes } from './news.routes';

export const newsModule = defineModule({ name: 'news', routes: [{ path: '/news', create: newsRoutes }] });
