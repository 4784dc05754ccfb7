import { sharepicTitleBudget, shortenAtClause } from './clause-cut';
import { sharepicHeadline } from './headline';

/**
 * The headline lives in more places than the „Titel“ field: the generator writes sharepic 1's and 2's titles
 * from it (cut at a clause boundary), and a caption may open with it. When the title changes, those derived
 * texts follow it — unless a person wrote them separately. Whether they did is read from the texts
 * themselves: a sharepic title that still equals what the generator makes of the old title, and a caption
 * whose first line still is the old title, were not written separately. (The generator's captions open with
 * a hook line, never with the title, so in practice only the sharepic titles follow.) This needs no stored
 * flag and works for every item ever written; a person who typed exactly the generated text cannot be told
 * apart, and that does no harm.
 */

/** What the generator makes of a title for a sharepic (shared/headline.ts). */
export const sharepicTitleFor = (title: string) => sharepicHeadline(title).text;

/** What the generator made of a title before headlines were set (topics written before it stay followable). */
const earlierSharepicTitleFor = (title: string) => shortenAtClause(title, sharepicTitleBudget).text;

export interface TitleFollowers {
  /** Indexes (0 = sharepic 1) of the sharepics whose title changes with the new title. */
  sharepics: number[];
  /** The caption's first line is the old title and becomes the new one. */
  captionFirstLine: boolean;
}

const firstLine = (caption: string) => caption.split('\n', 1)[0]!.trim();

export function titleFollowers(
  item: { title: string; sharepicTitles: string[]; caption: string },
  newTitle: string,
): TitleFollowers {
  const next = newTitle.trim();
  const old = item.title.trim();
  if (!next || next === old) return { sharepics: [], captionFirstLine: false };
  const generated = [
    sharepicTitleFor(old),
    sharepicHeadline(old, undefined, { colons: false }).text,
    earlierSharepicTitleFor(old),
  ];
  const followed = sharepicTitleFor(next);
  return {
    sharepics: item.sharepicTitles.flatMap((t, i) =>
      generated.includes(t.trim()) && followed !== t.trim() ? [i] : [],
    ),
    captionFirstLine: firstLine(item.caption) === old,
  };
}

/** The caption with its first line replaced by the new title. */
export function withTitleAsFirstLine(caption: string, newTitle: string): string {
  const rest = caption.indexOf('\n');
  return rest === -1 ? newTitle.trim() : `${newTitle.trim()}${caption.slice(rest)}`;
}
