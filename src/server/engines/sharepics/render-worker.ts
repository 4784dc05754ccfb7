/**
 * Entry of a sharepic render thread (started by render-pool.ts, which lowers its priority first). satori, resvg
 * and sharp run here, so a long render never blocks the server's event loop; fonts and measured widths stay
 * cached between images.
 */
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { renderSharepicJob } from './render-job';
import { asBuffer, type SharepicJob, type WorkerReply, type WorkerRequest } from './render-protocol';

// As on the main thread (main.ts): no operation cache, each image is encoded once.
sharp.cache(false);

if (!parentPort) throw new Error('render-worker.ts runs only as a worker thread');
const port = parentPort;

function withBuffers(job: SharepicJob): SharepicJob {
  const { logo } = job.branding;
  const branding = logo ? { ...job.branding, logo: { ...logo, png: asBuffer(logo.png) } } : job.branding;
  if (job.kind === 'title' && job.data.photo)
    return { ...job, branding, data: { ...job.data, photo: asBuffer(job.data.photo) } };
  if (job.kind === 'detail' && job.data.photo)
    return { ...job, branding, data: { ...job.data, photo: asBuffer(job.data.photo) } };
  return { ...job, branding };
}

port.on('message', async ({ id, job }: WorkerRequest) => {
  let reply: WorkerReply;
  const transfer: ArrayBuffer[] = [];
  try {
    const { png, overflow } = await renderSharepicJob(withBuffers(job));
    // A PNG that owns its whole memory is handed over without a copy.
    const own = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength;
    if (own) transfer.push(png.buffer as ArrayBuffer);
    reply = { type: 'done', id, png, overflow };
  } catch (err) {
    reply = { type: 'failed', id, message: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  port.postMessage(reply, transfer);
});

port.postMessage({ type: 'ready' } satisfies WorkerReply);
