/**
 * Entry of a sharepic render process (started by render-pool.ts, whose preload lowers its priority first).
 * satori, resvg and sharp run here, so a long render never blocks the server's event loop, and what they
 * allocate goes back to the system when the process ends; fonts and measured widths stay cached between images.
 */
import sharp from 'sharp';
import { renderSharepicJob } from './render-job';
import type { WorkerReply, WorkerRequest } from './render-protocol';

// Each image is encoded once: no operation cache.
sharp.cache(false);

const send = process.send?.bind(process);
if (!send) throw new Error('render-worker.ts runs only as a child process of the render pool');

// Structured clone across the channel (`serialization: 'advanced'`): photos and logo arrive as Buffers.
process.on('message', async ({ id, job }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const { png, jpeg, overflow } = await renderSharepicJob(job);
    reply = { type: 'done', id, png, overflow, ...(jpeg ? { jpeg } : {}) };
  } catch (err) {
    reply = { type: 'failed', id, message: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  send(reply);
});

send({ type: 'ready' } satisfies WorkerReply);
