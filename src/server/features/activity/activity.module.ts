import { defineModule } from '../../server-module';
import { activityRoutes, newsActivityRoutes } from './activity.routes';

export const activityModule = defineModule({
  name: 'activity',
  routes: [
    { path: '/', create: activityRoutes },
    { path: '/news', create: newsActivityRoutes },
  ],
});
