import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

/**
 * A PNG encoder for opaque RGB images that compresses bands of rows as soon as they are final, on libuv's
 * threads and side by side: the rows above a sharepic's text are compressed while satori and resvg still work
 * on the text, and the rest in two halves at once. One zlib stream may be made of independent deflate streams
 * if all but the last end on a sync flush (as pigz does), so the parts are simply joined. Rows are stored with
 * filter 0 (none) and compressed at level 3, as sharp's `png({ compressionLevel: 3, adaptiveFiltering: false })`
 * did before: zlib's fast strategy, files of about the same size.
 */
const compressionLevel = 3;
const deflateRawAsync = promisify(deflateRaw);

export class PngParts {
  private readonly parts: Promise<Buffer>[] = [];
  /** Adler-32 of the filtered rows so far, computed in order while the parts compress. */
  private adlerA = 1;
  private adlerB = 0;
  private nextRow = 0;

  constructor(
    private readonly rgb: Buffer,
    private readonly width: number,
    private readonly height: number,
  ) {}

  /** Starts compressing the rows up to `bottom` (exclusive); their pixels must be final. */
  add(bottom: number): void {
    if (bottom <= this.nextRow) return;
    const stride = this.width * 3;
    const filtered = Buffer.allocUnsafe((bottom - this.nextRow) * (stride + 1));
    for (let y = this.nextRow, o = 0; y < bottom; y++, o += stride + 1) {
      filtered[o] = 0;
      this.rgb.copy(filtered, o + 1, y * stride, (y + 1) * stride);
    }
    const last = bottom === this.height;
    this.parts.push(
      deflateRawAsync(filtered, {
        level: compressionLevel,
        finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    );
    this.updateAdler(filtered);
    this.nextRow = bottom;
  }

  /** The PNG file, once every row has been added. */
  async finish(): Promise<Buffer> {
    if (this.nextRow !== this.height) throw new Error(`rows ${this.nextRow}–${this.height} were never added`);
    const deflated = await Promise.all(this.parts);
    const adler = Buffer.alloc(4);
    adler.writeUInt32BE(((this.adlerB << 16) | this.adlerA) >>> 0);
    // zlib header: deflate with a 32 KB window, no preset dictionary (0x78 0x01 is divisible by 31).
    const idat = Buffer.concat([Buffer.from([0x78, 0x01]), ...deflated, adler]);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, adaptive filter method, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', idat),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  private updateAdler(data: Buffer): void {
    let a = this.adlerA;
    let b = this.adlerB;
    // 5552 bytes is the most that can be summed before b may pass 2^32 (as in zlib).
    for (let i = 0; i < data.length;) {
      const end = Math.min(i + 5552, data.length);
      for (; i < end; i++) {
        a += data[i];
        b += a;
      }
      a %= 65521;
      b %= 65521;
    }
    this.adlerA = a;
    this.adlerB = b;
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))));
  return Buffer.concat([head, data, crc]);
}
