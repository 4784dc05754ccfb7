import { defineModule } from '../../server-module';
import { pipelineRoutes } from './pipeline.routes';
import { catchUpMissedRun, registerPipelineWorker } from './schedule';
import { seedDefaultSources } from './sources.service';

export const pipelineModule = defineModule({
  name: 'pipeline',
  routes: [{ path: '/pipeline', create: pipelineRoutes }],
  workers: registerPipelineWorker,
  async onBoot(ctx) {
    const seeded = await seedDefaultSources(ctx);
    if (seeded > 0) ctx.log.info('[pipeline] default sources added', { count: seeded });
  },
  // After the demo gallery (listed before this module), so a first start shows the demo rather than racing it.
  background: async (ctx) => {
    await catchUpMissedRun(ctx);
  },
});
