import { z } from 'zod';
import { hasBrokenCharacters, hasControlCharacters, httpUrl, imageUrl, plainText, versionField } from './fields';
import { sharepicBodyMaxChars, sharepicTitleMaxChars, textLimits } from './limits';
import { messages } from './messages';
import type { PhotoCredit } from './news';

/** Edit dialog "Instagram-Text bearbeiten": title and caption. The caption has no business limit, only a technical one. */
export const updateTextSchema = z.object({
  title: plainText({ label: 'Der Titel', max: textLimits.newsTitle, trim: true }).min(
    1,
    'Der Titel darf nicht leer sein.',
  ),
  instagram_text: plainText({ label: 'Der Instagram-Text', max: textLimits.caption, multiline: true }),
  version: versionField,
});

/** Sharepic number (1 or 2) of an issue at `sharepics.<i>.<field>`. */
const sharepicNumber = (path: readonly PropertyKey[] | undefined) => {
  const i = path?.at(-2);
  return typeof i === 'number' ? i + 1 : 1;
};

/**
 * A sharepic text within the template's budget, without control characters or broken Unicode. Well-formed
 * text over the budget is a 422 (`params.status`), not a malformed request.
 */
const budgetedText = (max: number, message: (index: number, max: number, given: number) => string) =>
  z
    .string()
    .trim()
    .refine((s) => s.length <= max, {
      error: (issue) => message(sharepicNumber(issue.path), max, String(issue.input ?? '').length),
      params: { status: 422 },
    })
    .refine(
      (s) => s.length > max || !hasControlCharacters(s, { multiline: true }),
      messages.validation.controlCharacters,
    )
    .refine((s) => s.length > max || !hasBrokenCharacters(s), messages.validation.brokenCharacters);

const sharepicText = z.object({
  titel: budgetedText(sharepicTitleMaxChars, messages.edit.sharepicTitleTooLong),
  inhalt: budgetedText(sharepicBodyMaxChars, messages.edit.sharepicBodyTooLong),
});

/** Texts of sharepics 1 and 2; sharepic 3 is the fixed info image and cannot be edited. */
export const updateSharepicTextsSchema = z.object({
  sharepics: z.array(sharepicText).length(2, messages.edit.sharepicNotEditable),
  version: versionField,
});

/**
 * The credit of a chosen photo: Pexels asks for the photographer and a link, Commons for author, licence and
 * licence link (CC BY, CC BY-SA). All links are http(s) only.
 */
export const photoCreditInputSchema = z.object({
  photographer: plainText({ label: 'Der Name des Fotografen', max: textLimits.photographer, trim: true }),
  photographer_url: httpUrl().optional(),
  source_url: httpUrl().optional(),
  provider: plainText({ label: 'Der Bildanbieter', max: textLimits.photoProvider, trim: true }),
  licence: plainText({ label: 'Die Lizenz', max: textLimits.photoProvider, trim: true }).optional(),
  licence_url: httpUrl().optional(),
  attribution_required: z.boolean().optional(),
  width: z.number().int().min(1).max(100_000).optional(),
  height: z.number().int().min(1).max(100_000).optional(),
});

const background = z.object({
  image_url: imageUrl,
  credit: photoCreditInputSchema.nullish(),
});

/** Backgrounds of sharepics 1 and 2: a URL (http/https or an uploaded /media/ image) or empty for the branded background. */
export const updateBackgroundsSchema = z.object({
  backgrounds: z.array(background).length(2, messages.edit.sharepicNotEditable),
  version: versionField,
});

export const photoSearchQuerySchema = z.object({
  q: plainText({ label: 'Der Suchbegriff', max: textLimits.searchTerm, trim: true }).min(1, messages.search.emptyText),
});

export const photoSources = ['commons', 'pexels', 'upload'] as const;
export type PhotoSource = (typeof photoSources)[number];

export interface PhotoResult {
  id: string;
  alt: string;
  src: { medium: string; large: string };
  photographer?: string;
  photographer_url?: string;
  url?: string;
  provider: PhotoSource;
  width?: number;
  height?: number;
  /** The credit to store when this photo is chosen (source, author, licence, links); none for own uploads. */
  credit?: PhotoCredit;
}

/** One source's part of a photo search: its results, or a German message why it has none. */
export interface PhotoSourceAnswer {
  source: PhotoSource;
  photos: PhotoResult[];
  /** Set when the source could not be searched (unreachable, rate limit …); the other sources still answer. */
  message?: string;
  /** The source's server did not answer at all (network, timeout): perhaps the server has no internet. */
  unreachable?: boolean;
}

/** An external source that was not searched: switched off (COMMONS_API_URL=off) or without key (PEXELS_API_KEY). */
export interface PhotoSourceUnavailable {
  source: 'commons' | 'pexels';
  message: string;
}

export interface PhotoSearchAnswer {
  sources: PhotoSourceAnswer[];
  unavailable: PhotoSourceUnavailable[];
}

export interface SharepicOverflow {
  index: number;
  message: string;
}

export type UpdateTextInput = z.infer<typeof updateTextSchema>;
export type UpdateSharepicTextsInput = z.infer<typeof updateSharepicTextsSchema>;
export type UpdateBackgroundsInput = z.infer<typeof updateBackgroundsSchema>;
