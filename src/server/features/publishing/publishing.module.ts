import { defineModule } from '../../server-module';
import { recoverPublications, registerPublishingWorker } from './publish-job';
import { publishingRoutes } from './publishing.routes';

export const publishingModule = defineModule({
  name: 'publishing',
  routes: [{ path: '/news', create: publishingRoutes }],
  workers: registerPublishingWorker,
  async onBoot(ctx) {
    if (!ctx.jobs) return;
    const recovered = await recoverPublications(ctx);
    if (recovered > 0) ctx.log.info('re-queued publications left in flight', { count: recovered });
  },
});
