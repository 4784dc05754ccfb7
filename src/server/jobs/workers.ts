import type { AppContext } from '../context';
import { registerRegenerationWorker } from '../features/editing/regenerate';

/** Every durable job the server runs. */
export async function registerWorkers(ctx: AppContext) {
  await registerRegenerationWorker(ctx);
}
