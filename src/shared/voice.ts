import { z } from 'zod';

/** The organisation's voice for generated captions, set by admins („Tonalität“). */
export const voiceMessages = {
  hashtagInvalid: 'Ein Hashtag beginnt mit # und enthält nur Buchstaben, Ziffern oder _ (höchstens 40 Zeichen).',
  tooManyHashtags: 'Höchstens 5 feste Hashtags.',
  closingTooLong: 'Die feste Schlusszeile darf höchstens 200 Zeichen lang sein.',
  closingInvalid: 'Die feste Schlusszeile darf keine Steuerzeichen enthalten.',
} as const;

const hashtag = z
  .string()
  .trim()
  .transform((t) => (t.startsWith('#') ? t : `#${t}`))
  .pipe(z.string().regex(/^#[\p{L}\p{N}_]{1,40}$/u, voiceMessages.hashtagInvalid));

export const voiceSchema = z.object({
  address: z.enum(['du', 'sie']),
  tone: z.enum(['sachlich', 'engagiert']),
  fixedHashtags: z
    .array(hashtag)
    .max(5, voiceMessages.tooManyHashtags)
    .transform((tags) => [...new Map(tags.map((t) => [t.toLowerCase(), t])).values()]),
  closingLine: z
    .string()
    .trim()
    .max(200, voiceMessages.closingTooLong)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(s), voiceMessages.closingInvalid)
    .transform((s) => s || null)
    .nullable(),
  emoji: z.boolean(),
});

export type Voice = z.output<typeof voiceSchema>;

export const defaultVoice: Voice = {
  address: 'du',
  tone: 'sachlich',
  fixedHashtags: [],
  closingLine: null,
  emoji: false,
};
