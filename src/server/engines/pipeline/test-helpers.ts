import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normaliseArticle } from './normalise';
import { parseFeedBytes, parseJsonl } from './parse-feed';
import type { Article } from './types';

export const fixtureDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../tests/fixtures/feeds',
);

export function fixtureArticles(file: string, source: string, country = 'DE'): Article[] {
  const bytes = new Uint8Array(readFileSync(path.join(fixtureDir, file)));
  const parsed = file.endsWith('.jsonl') ? parseJsonl(new TextDecoder().decode(bytes)) : parseFeedBytes(bytes, source);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.items
    .map((i) =>
      normaliseArticle(file.endsWith('.jsonl') ? i : { ...i, source }, {
        country,
        fallbackDate: '2024-12-21T18:00:00Z',
      }),
    )
    .filter((a): a is Article => a !== null);
}

/** A German report for unit tests; the link is derived from the id. */
export const germanArticle = (
  id: string,
  source: string,
  title: string,
  description = '',
  publishedAt = '2024-06-10T08:00:00Z',
): Article => ({
  id,
  source,
  country: 'DE',
  language: 'de',
  title,
  description,
  url: `https://example.org/${id}`,
  canonicalUrl: `https://example.org/${id}`,
  publishedAt,
});
