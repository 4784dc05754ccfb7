import type { NewsRow } from '../../db/schema/news';
import type { ActivityKind } from '../../../shared/activity';
import { wordDiff, type DiffOp } from '../../../shared/text-diff';

/**
 * The log entry of a content change: texts as word diffs (src/shared/text-diff.ts; lossless, so the old
 * and the new text can both be read back), images as the URLs and photo sources before and after, and
 * the status and a revoked release when they changed.
 */
export type ContentChange =
  'text' | 'sharepic_texts' | 'backgrounds' | 'regenerated' | 'proposal' | 'caption_regenerated' | 'rebranded';

const kinds: Record<ContentChange, ActivityKind> = {
  text: 'news.text',
  sharepic_texts: 'news.sharepic_texts',
  backgrounds: 'news.backgrounds',
  regenerated: 'news.regenerated',
  proposal: 'news.proposal_updated',
  caption_regenerated: 'news.caption_regenerated',
  rebranded: 'news.rebranded',
};

/**
 * The text dialog saves title and caption together; the log names what really changed, so a caption-only
 * edit reads „Instagram-Text bearbeitet“ (a new title that also rewrites the caption's first line is both).
 */
function textEditKind(diff: Record<string, DiffOp[]>): ActivityKind {
  const title = 'title' in diff;
  const caption = 'instagram_text' in diff;
  if (caption && !title) return 'news.caption';
  if (title && !caption) return 'news.title';
  return 'news.text';
}

type Row = Pick<NewsRow, 'title' | 'instagramText' | 'sharepics' | 'status' | 'releaseRevoked' | 'releasedAt'>;

export function contentChangeEntry(change: ContentChange, before: Row, after: Row) {
  const diff: Record<string, DiffOp[]> = {};
  const addDiff = (field: string, a: string, b: string) => {
    if (a !== b) diff[field] = wordDiff(a, b);
  };
  addDiff('title', before.title, after.title);
  addDiff('instagram_text', before.instagramText, after.instagramText);
  for (const i of [0, 1]) {
    const a = before.sharepics[i]?.layers;
    const b = after.sharepics[i]?.layers;
    addDiff(`sharepic_${i + 1}_titel`, a?.titel ?? '', b?.titel ?? '');
    addDiff(`sharepic_${i + 1}_inhalt`, a?.inhalt ?? '', b?.inhalt ?? '');
  }
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const backgrounds = (row: Row) => row.sharepics.slice(0, 2).map((s) => s.layers.image_url || null);
  if (JSON.stringify(backgrounds(before)) !== JSON.stringify(backgrounds(after))) {
    was.backgrounds = backgrounds(before);
    now.backgrounds = backgrounds(after);
  }
  const images = (row: Row) => row.sharepics.map((s) => s.url);
  if (JSON.stringify(images(before)) !== JSON.stringify(images(after))) {
    was.images = images(before);
    now.images = images(after);
  }
  if (before.status !== after.status) {
    was.status = before.status;
    now.status = after.status;
  }
  if (before.releasedAt && !after.releasedAt) now.release_revoked = after.releaseRevoked;
  if (Object.keys(diff).length > 0) now.diff = diff;
  return {
    kind: change === 'text' ? textEditKind(diff) : kinds[change],
    before: Object.keys(was).length > 0 ? was : null,
    after: Object.keys(now).length > 0 ? now : null,
  };
}
