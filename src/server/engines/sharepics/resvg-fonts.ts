import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { brandFonts } from '../../../shared/brand';
import { brandFontFiles } from './branding';

/**
 * WOFF 1.0 → TrueType/OpenType: the same tables, inflated, behind a plain sfnt header. resvg (fontdb) reads
 * only sfnt fonts, while the bundled @fontsource files are WOFF.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength) throw new Error('broken WOFF table');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const out = Buffer.alloc(headerLength + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(t.tag, record);
    out.writeUInt32BE(t.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(t.data.length, record + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}

let fontFiles: string[] | undefined;

/**
 * The brand fonts as sfnt files resvg can load (converted once per process into the user's folder in the temp
 * folder, named by content hash so processes share them).
 */
function sfntBrandFontFiles(): string[] {
  if (fontFiles) return fontFiles;
  const dir = path.join(tmpdir(), `newsdash-resvg-fonts-${process.getuid?.() ?? 'user'}`);
  mkdirSync(dir, { recursive: true });
  fontFiles = brandFonts.flatMap((font) =>
    brandFontFiles(font).files.map(({ path: woffPath }) => {
      const woff = readFileSync(woffPath);
      const hash = createHash('sha256').update(woff).digest('hex').slice(0, 16);
      const target = path.join(dir, `${path.basename(woffPath, '.woff')}-${hash}.otf`);
      if (!existsSync(target)) {
        const partial = `${target}.${process.pid}.tmp`;
        writeFileSync(partial, woffToSfnt(woff));
        renameSync(partial, target);
      }
      return target;
    }),
  );
  return fontFiles;
}

/**
 * resvg's font options for SVGs that still hold `<text>` (uploaded logos): the bundled brand fonts only, never
 * the host's, with Inter for sans-serif and unknown families and Roboto Slab for serif.
 */
export function resvgBrandFonts(): NonNullable<ResvgRenderOptions['font']> {
  return {
    loadSystemFonts: false,
    fontFiles: sfntBrandFontFiles(),
    defaultFontFamily: 'Inter',
    sansSerifFamily: 'Inter',
    serifFamily: 'Roboto Slab',
  };
}
