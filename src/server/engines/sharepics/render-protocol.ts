import type { Branding } from './branding';
import type { DetailSharepicData } from './template-detail';
import type { TitleSharepicData } from './template-title';

/**
 * One image to render: plain data, so it can cross to a render process. `jpeg`: encode its JPEG twin there
 * too (for Instagram), so the server itself never holds an image encoder's memory.
 */
export type SharepicJob = (
  | { kind: 'title'; data: TitleSharepicData; branding: Branding }
  | { kind: 'detail'; data: DetailSharepicData; branding: Branding }
  | { kind: 'info'; branding: Branding }
) & { jpeg?: boolean };

/** Messages between the pool and a render process. */
export type WorkerRequest = { id: number; job: SharepicJob };
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; png: Uint8Array; jpeg?: Uint8Array; overflow: boolean }
  | { type: 'failed'; id: number; message: string }
  /** An uncaught error, sent just before the process ends. */
  | { type: 'crashed'; message: string; stack: string };

/** Bytes that crossed as plain Uint8Arrays; sharp and the stores want Buffers. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
