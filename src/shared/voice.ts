import { z } from 'zod';
import { hasBrokenCharacters } from './fields';
import { messages } from './messages';

/** The organisation's voice for generated captions, set by admins („Tonalität“). */
/** The fixed hashtags' length counts the characters after the #. */
export const voiceLimits = { maxHashtags: 5, maxHashtagLength: 40, maxClosingLength: 200 } as const;

export const voiceMessages = {
  hashtagInvalid: `Ein Hashtag beginnt mit # und enthält nur Buchstaben, Ziffern oder _ (höchstens ${voiceLimits.maxHashtagLength} Zeichen).`,
  hashtagTooLong: `Ein Hashtag darf höchstens ${voiceLimits.maxHashtagLength} Zeichen nach dem # haben.`,
  tooManyHashtags: `Höchstens ${voiceLimits.maxHashtags} feste Hashtags.`,
  closingTooLong: messages.validation.tooLong('Die feste Schlusszeile', voiceLimits.maxClosingLength),
  closingInvalid: 'Die feste Schlusszeile darf keine Steuerzeichen enthalten.',
  savedText: 'Tonalität wurde aktualisiert',
} as const;

/** Well-formed input over a limit: answered 422 like every other list or text over its limit (decision 015). */
const overLimit = { status: 422 };

const hashtag = z
  .string()
  .trim()
  .transform((t) => (t.startsWith('#') ? t : `#${t}`))
  // Too long is a limit (422) like every other over-limit text; the characters are checked after it.
  .pipe(
    z
      .string()
      .max(voiceLimits.maxHashtagLength + 1, voiceMessages.hashtagTooLong)
      .regex(/^#[\p{L}\p{N}_]+$/u, voiceMessages.hashtagInvalid),
  );

/** PUT /api/settings/voice and the card „Tonalität“; the stored value is read back through it as well. */
export const voiceSchema = z.object({
  address: z.enum(['du', 'sie']),
  tone: z.enum(['sachlich', 'engagiert']),
  fixedHashtags: z
    .array(hashtag)
    // The first spelling of case-insensitive duplicates is kept before counting.
    .transform((tags) => tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i))
    .superRefine((tags, ctx) => {
      if (tags.length > voiceLimits.maxHashtags)
        ctx.addIssue({ code: 'custom', message: voiceMessages.tooManyHashtags, params: overLimit });
    }),
  closingLine: z
    .string()
    .trim()
    .max(voiceLimits.maxClosingLength, voiceMessages.closingTooLong)
    // Line breaks and tabs are allowed (a closing may have two lines); other control characters are not.
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(s), voiceMessages.closingInvalid)
    .refine((s) => !hasBrokenCharacters(s), messages.validation.brokenCharacters)
    .transform((s) => s || null)
    .nullable(),
  emoji: z.boolean(),
});

export type Voice = z.output<typeof voiceSchema>;
export type VoiceInput = z.input<typeof voiceSchema>;

export const defaultVoice: Voice = {
  address: 'du',
  tone: 'sachlich',
  fixedHashtags: [],
  closingLine: null,
  emoji: false,
};
