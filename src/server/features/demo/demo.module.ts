import { defineModule } from '../../server-module';
import { buildDemoGalleryIfEmpty } from './demo-pipeline';

export const demoModule = defineModule({
  name: 'demo',
  async background(ctx) {
    const demo = await buildDemoGalleryIfEmpty(ctx);
    if (demo.built)
      ctx.log.info('[pipeline] demo gallery built from the shipped feed snapshots', { topics: demo.topics });
  },
});
