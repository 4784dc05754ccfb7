import { defineModule } from '../../server-module';
import { recoverPublications, registerPublishingWorker } from './publish-job';
import { publishingRoutes } from './publishing.routes';
import { planRoutes } from './plan.routes';
import { registerPlanSync } from './plan-sync';

export const publishingModule = defineModule({
  name: 'publishing',
  routes: [
    { path: '/news', create: publishingRoutes },
    { path: '/plan', create: planRoutes },
  ],
  async workers(ctx) {
    await registerPublishingWorker(ctx);
    await registerPlanSync(ctx);
  },
  async onBoot(ctx) {
    if (!ctx.jobs) return;
    const recovered = await recoverPublications(ctx);
    if (recovered > 0) ctx.log.info('re-queued publications left in flight', { count: recovered });
  },
});
