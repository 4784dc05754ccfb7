import type { AppContext } from '../../context';
import { buildDemoGalleryIfEmpty } from '../demo/demo-pipeline';
import { catchUpMissedRun } from './schedule';
import { seedDefaultSources } from './sources.service';

/**
 * Called once after the workers are registered: seeds the default sources, then — in the background,
 * so the server listens at once — builds the demo gallery on a first start and catches up a missed run.
 */
export async function startPipelineOnBoot(
  ctx: AppContext,
  startDelayMs = 1_500,
): Promise<{ background: Promise<void> }> {
  const seeded = await seedDefaultSources(ctx);
  if (seeded > 0) ctx.log.info('[pipeline] default sources added', { count: seeded });
  const background = (async () => {
    // PGlite runs on this thread: give the HTTP server a head start before the demo's heavy lifting.
    await new Promise((resolve) => setTimeout(resolve, startDelayMs));
    try {
      const demo = await buildDemoGalleryIfEmpty(ctx);
      if (demo.built)
        ctx.log.info('[pipeline] demo gallery built from the shipped feed snapshots', { topics: demo.topics });
      await catchUpMissedRun(ctx);
    } catch (err) {
      ctx.log.error('[pipeline] start-up tasks failed', { error: err instanceof Error ? err.stack : String(err) });
    }
  })();
  return { background };
}
