import type { AppContext } from '../context';
import { registerRegenerationWorker } from '../features/editing/regenerate';
import { registerPublishingWorker } from '../features/publishing/publish-job';
import { registerPipelineWorker } from '../features/pipeline/schedule';

/** Every durable job the server runs. */
export async function registerWorkers(ctx: AppContext) {
  await registerRegenerationWorker(ctx);
  await registerPublishingWorker(ctx);
  await registerPipelineWorker(ctx);
}
