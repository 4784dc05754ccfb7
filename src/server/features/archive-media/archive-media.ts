import { copyFile, rm, stat } from 'node:fs/promises';
import type { AppContext } from '../../context';
import { addDays, berlinDate } from '../../../shared/dates';
import type { PhotoCredit, SharepicLayers } from '../../../shared/news';
import { jpegUrlOf, sharepicUrlPrefix } from '../../engines/sharepics/store';
import { mediaFileOf } from '../../lib/media-files';
import { renderForNews } from '../news';
import { findTopicBySharepicUrl, listTopicImages } from './archive-media.repo';

/** Proposals older than this lose their rendered images to `npm run media:thin`; published topics keep theirs. */
export const thinAfterDays = 90;

export interface ThinResult {
  topics: number;
  files: number;
  bytes: number;
}

/** The PNG and its JPEG twin of a stored sharepic url. */
const filesOf = (url: string) => (url.startsWith(sharepicUrlPrefix) ? [url, jpegUrlOf(url)] : []);

/**
 * Removes the rendered sharepics (PNG and JPEG) of proposals dated more than `days` ago that were never
 * published. The topics keep their texts and layers, so an image that is asked for again is drawn again
 * (`restoreThinnedSharepic`). A file that a kept topic also uses stays.
 */
export async function thinOldImages(
  ctx: AppContext,
  opts: { days?: number; dryRun?: boolean } = {},
): Promise<ThinResult> {
  const before = addDays(berlinDate(ctx.clock.now()), -(opts.days ?? thinAfterDays));
  const topics = await listTopicImages(ctx.db, before);
  const kept = new Set(topics.filter((t) => !t.thinnable).flatMap((t) => t.sharepics.flatMap((s) => filesOf(s.url))));
  const result: ThinResult = { topics: 0, files: 0, bytes: 0 };
  for (const topic of topics.filter((t) => t.thinnable)) {
    let removed = 0;
    for (const url of topic.sharepics.flatMap((s) => filesOf(s.url))) {
      const file = kept.has(url) ? null : mediaFileOf(ctx.env.mediaDir, url);
      const size = file ? (await stat(file).catch(() => undefined))?.size : undefined;
      if (!file || size === undefined) continue;
      if (!opts.dryRun) await rm(file, { force: true });
      removed += 1;
      result.bytes += size;
    }
    result.files += removed;
    if (removed > 0) result.topics += 1;
  }
  return result;
}

const restoring = new Map<string, Promise<boolean>>();

/**
 * Draws a thinned topic's sharepics again when one of them is asked for (a visitor opens an old proposal):
 * rendered from the stored layers in today's look and written under the names the topic already links, so
 * its links stay valid. True when the file at `urlPath` exists afterwards. Requests for one topic share one
 * render.
 */
export async function restoreThinnedSharepic(ctx: AppContext, urlPath: string): Promise<boolean> {
  // Only names a render gives; anything else is a plain 404 without a database query.
  if (
    !urlPath.startsWith(sharepicUrlPrefix) ||
    !/^[0-9a-f]{16}\.(png|jpg)$/.test(urlPath.slice(sharepicUrlPrefix.length))
  )
    return false;
  const pngUrl = urlPath.replace(/\.jpg$/, '.png');
  const topic = await findTopicBySharepicUrl(ctx.db, pngUrl);
  if (!topic || topic.sharepics.length < 2) return false;
  let pending = restoring.get(topic.id);
  if (!pending) {
    pending = redraw(ctx, topic.sharepics).finally(() => restoring.delete(topic.id));
    restoring.set(topic.id, pending);
  }
  await pending;
  const file = mediaFileOf(ctx.env.mediaDir, urlPath);
  return Boolean(file && (await stat(file).catch(() => undefined))?.isFile());
}

async function redraw(
  ctx: AppContext,
  stored: { url: string; layers: SharepicLayers; credit?: PhotoCredit | null }[],
): Promise<boolean> {
  const [first, second] = stored as [(typeof stored)[0], (typeof stored)[0]];
  const { sharepics } = await renderForNews(
    ctx,
    [first.layers, second.layers],
    [first.credit ?? null, second.credit ?? null],
  );
  for (const [index, old] of stored.entries()) {
    const fresh = sharepics[index];
    if (!fresh || fresh.url === old.url) continue;
    for (const [from, to] of [
      [fresh.url, old.url],
      [jpegUrlOf(fresh.url), jpegUrlOf(old.url)],
    ] as const) {
      const source = mediaFileOf(ctx.env.mediaDir, from);
      const target = mediaFileOf(ctx.env.mediaDir, to);
      if (source && target) await copyFile(source, target);
    }
  }
  return true;
}
