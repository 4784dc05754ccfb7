import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { body400, brightPhoto, darkPhoto, longTitle, umlautTitle } from '../../../../tests/golden/fixtures';
import { defaultBranding } from './branding';
import { renderDetailSharepic, renderInfoSharepic, renderTitleSharepic, type RenderedSharepic } from './render';

/** Reference images live in tests/golden; refresh them with `UPDATE_GOLDEN=1 npx vitest run src/server/sharepics`. */
const goldenDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../tests/golden');
const update = process.env.UPDATE_GOLDEN === '1';
/** Share of pixels allowed to differ (anti-aliasing noise across library patch versions). */
const tolerance = 0.001;

const branding = defaultBranding('Europa-Union Musterstadt');

const cases: { name: string; render: () => Promise<RenderedSharepic>; overflow: boolean }[] = [
  {
    name: 'title-long-dark',
    render: async () => renderTitleSharepic({ titel: longTitle, photo: await darkPhoto() }, branding),
    overflow: false,
  },
  {
    name: 'title-umlauts-bright',
    render: async () => renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto() }, branding),
    overflow: false,
  },
  {
    name: 'title-no-photo',
    render: () => renderTitleSharepic({ titel: 'Ohne Foto: das Markenbild', photo: null }, branding),
    overflow: false,
  },
  {
    name: 'detail-400-bright',
    render: async () =>
      renderDetailSharepic({ titel: umlautTitle, inhalt: body400, photo: await brightPhoto() }, branding),
    overflow: false,
  },
  {
    name: 'detail-long-dark',
    render: async () => renderDetailSharepic({ titel: longTitle, inhalt: body400, photo: await darkPhoto() }, branding),
    overflow: false,
  },
  { name: 'info', render: () => renderInfoSharepic(branding), overflow: false },
];

describe('golden images', () => {
  for (const c of cases) {
    it(`${c.name} matches tests/golden/${c.name}.png`, async () => {
      const rendered = await c.render();
      expect(rendered.overflow).toBe(c.overflow);
      const file = path.join(goldenDir, `${c.name}.png`);
      if (update || !existsSync(file)) {
        if (!update) throw new Error(`missing reference ${file}; run with UPDATE_GOLDEN=1 to create it`);
        mkdirSync(goldenDir, { recursive: true });
        writeFileSync(file, rendered.png);
        return;
      }
      const actual = PNG.sync.read(rendered.png);
      const expected = PNG.sync.read(readFileSync(file));
      expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
      const diff = new PNG({ width: actual.width, height: actual.height });
      const changed = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {
        threshold: 0.1,
      });
      if (changed / (actual.width * actual.height) > tolerance) {
        writeFileSync(path.join(goldenDir, `${c.name}.actual.png`), rendered.png);
        writeFileSync(path.join(goldenDir, `${c.name}.diff.png`), PNG.sync.write(diff));
      }
      expect(changed / (actual.width * actual.height)).toBeLessThanOrEqual(tolerance);
    });
  }

  it('renders deterministically: the same input gives the same bytes', async () => {
    const a = await renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto() }, branding);
    const b = await renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto() }, branding);
    expect(b.png.equals(a.png)).toBe(true);
  });
});
