import { z } from 'zod';
import { messages } from './messages';
import { photoCreditSchema } from './news';

const version = z.number().int().positive();

/** Edit dialog "Instagram-Text bearbeiten": title and caption; no maximum length (SPEC.md §5). */
export const updateTextSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Der Titel darf nicht leer sein.')
    .max(300, 'Der Titel ist zu lang (höchstens 300 Zeichen).'),
  instagram_text: z.string(),
  version,
});

const sharepicText = z.object({ titel: z.string().trim(), inhalt: z.string().trim() });

/** Texts of sharepics 1 and 2; sharepic 3 is the fixed info image and cannot be edited. */
export const updateSharepicTextsSchema = z.object({
  sharepics: z.array(sharepicText).length(2, messages.edit.sharepicNotEditable),
  version,
});

const background = z.object({
  image_url: z.string().trim(),
  credit: photoCreditSchema.nullish(),
});

/** Backgrounds of sharepics 1 and 2: a URL (http/https or an uploaded /media/ image) or empty for the branded background. */
export const updateBackgroundsSchema = z.object({
  backgrounds: z.array(background).length(2, messages.edit.sharepicNotEditable),
  version,
});

export const photoSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Bitte gib einen Suchbegriff ein'),
});

export interface PhotoResult {
  id: string;
  alt: string;
  src: { medium: string; large: string };
  photographer?: string;
  photographer_url?: string;
  url?: string;
  provider: 'pexels' | 'upload';
}

export interface SharepicOverflow {
  index: number;
  message: string;
}

export type UpdateTextInput = z.infer<typeof updateTextSchema>;
export type UpdateSharepicTextsInput = z.infer<typeof updateSharepicTextsSchema>;
export type UpdateBackgroundsInput = z.infer<typeof updateBackgroundsSchema>;
