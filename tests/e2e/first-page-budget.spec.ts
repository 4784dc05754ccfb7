import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** Issue 25: a visitor's first page loads at most 150 KB of JavaScript (gzipped), however the archive grows. */
const budgetBytes = 150 * 1024;
const dist = path.join(import.meta.dirname, '..', '..', 'dist');

test('the public first page names at most 150 KB of JavaScript, gzipped (the built dist/index.html)', () => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  const sizes = scripts.map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file))).length }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  expect(total, JSON.stringify(sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 5))).toBeLessThanOrEqual(budgetBytes);
  // The schemas (zod) and the dialogs load with the screens that need them, not with the overview.
  const first = scripts.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
  expect(first).not.toContain('Invalid input: expected');
});
