import type { Branding } from './branding';
import type { DetailSharepicData } from './template-detail';
import type { TitleSharepicData } from './template-title';

/** One image to render: plain data, so it can cross to a worker thread. */
export type SharepicJob =
  | { kind: 'title'; data: TitleSharepicData; branding: Branding }
  | { kind: 'detail'; data: DetailSharepicData; branding: Branding }
  | { kind: 'info'; branding: Branding };

/** Messages between the pool and a render worker. */
export type WorkerRequest = { id: number; job: SharepicJob };
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; png: Uint8Array; overflow: boolean }
  | { type: 'failed'; id: number; message: string };

/** Buffers arrive across threads as plain Uint8Arrays; sharp and the stores want Buffers again. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
