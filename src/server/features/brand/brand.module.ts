import { defineModule } from '../../server-module';
import { brandSettingsRoutes, publicBrandRoutes } from './brand.routes';

export const brandModule = defineModule({
  name: 'brand',
  routes: [
    { path: '/brand', create: publicBrandRoutes },
    { path: '/settings/brand', create: brandSettingsRoutes },
  ],
});
