/**
 * Which found photo a new topic gets (pure). A proposal is only made when it is safe to publish without a
 * person looking first: a free licence with its facts recorded, no personality-rights restriction, wide
 * enough for the 1080 px sharepic and landscape, not used by another topic this week, not one an editor
 * replaced on this item, and a portrait only of the person the story is about.
 */
export interface PhotoCandidate {
  /** Stable per source: the Commons file title, the Pexels id. */
  id: string;
  /** The image the sharepic is rendered from. */
  url: string;
  /** The file or photo page. */
  page?: string;
  width?: number;
  height?: number;
  /** Description, title and alt text: what the photo shows. */
  text: string;
  restricted?: boolean;
  /** Licence facts recorded (name, and for CC BY/BY-SA the author and a licence link). */
  licensed: boolean;
}

export interface ChoiceContext {
  /** The person the story is about (buildPhotoQueries), or null. */
  subject: string | null;
  /** Every person the story names. */
  persons: string[];
  /** Images and pages of photos other topics of the week use, and photos an editor replaced on this item. */
  excluded: Iterable<string>;
}

export const minPhotoWidth = 1080;
/** Wider than 6:5, so the centre crop to 4:5 keeps the middle of the picture and nothing is upscaled sideways. */
export const minLandscapeRatio = 1.2;

const portraitWords =
  /\b(?:porträt\p{L}*|portrait\p{L}*|portraet\p{L}*|bildnis|headshot|official photo|offizielles foto|passfoto)\b/iu;
const fold = (s: string) => s.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/** Why a candidate is not proposed; null when it may be. */
export function rejectionOf(c: PhotoCandidate, ctx: ChoiceContext, excluded: Set<string>): string | null {
  if (c.restricted) return 'restricted';
  if (!c.licensed) return 'licence';
  if (!c.width || !c.height || c.width < minPhotoWidth) return 'resolution';
  if (c.width / c.height < minLandscapeRatio) return 'orientation';
  if (excluded.has(c.url) || (c.page && excluded.has(c.page)) || excluded.has(c.id)) return 'used';
  const text = fold(c.text);
  const named = ctx.persons.filter((p) => text.includes(fold(p.split(' ').at(-1)!)));
  const isPortrait = portraitWords.test(c.text) || named.length > 0;
  if (isPortrait) {
    const subject = ctx.subject ? fold(ctx.subject.split(' ').at(-1)!) : null;
    if (!subject || !text.includes(subject)) return 'portrait';
  }
  return null;
}

/** The first acceptable candidate in the order given (queries and sources by preference), or null. */
export function choosePhoto<T extends PhotoCandidate>(candidates: T[], ctx: ChoiceContext): T | null {
  const excluded = new Set(ctx.excluded);
  return candidates.find((c) => rejectionOf(c, ctx, excluded) === null) ?? null;
}
