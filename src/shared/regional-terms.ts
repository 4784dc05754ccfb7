import { z } from 'zod';
import { hasBrokenCharacters, hasControlCharacters } from './fields';
import { messages } from './messages';

const m = messages.regionalTerms;

export const regionalTermLimits = { maxTerms: 50, minLength: 2, maxLength: 60 } as const;

/**
 * Trims each term (and collapses inner whitespace, which the ranking would otherwise have to match
 * literally), drops empty ones and keeps the first spelling of case-insensitive duplicates.
 */
export function normaliseRegionalTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of terms) {
    const term = raw.replace(/\s+/g, ' ').trim();
    const key = term.toLowerCase();
    if (!term || seen.has(key)) continue;
    seen.add(key);
    kept.push(term);
  }
  return kept;
}

const quoted = (term: string) => (term.length > 30 ? `${term.slice(0, 30)}…` : term);

/** PUT /api/pipeline/regional-terms and the "Region" card: the terms that tie a story to the chapter's region. */
/** Well-formed input over a limit: answered 422, like every other text or list over its limit. */
const overLimit = { status: 422 };

export const regionalTermsSchema = z.object({
  terms: z
    .array(
      z
        .string({ error: m.notAList })
        .refine((s) => !hasControlCharacters(s, { multiline: true }), messages.validation.controlCharacters)
        .refine((s) => !hasBrokenCharacters(s), messages.validation.brokenCharacters),
      { error: m.notAList },
    )
    .transform(normaliseRegionalTerms)
    .superRefine((terms, ctx) => {
      const { maxTerms, minLength, maxLength } = regionalTermLimits;
      if (terms.length > maxTerms)
        ctx.addIssue({ code: 'custom', message: m.tooMany(maxTerms, terms.length), params: overLimit });
      terms.forEach((term, i) => {
        if (term.length < minLength) ctx.addIssue({ code: 'custom', path: [i], message: m.tooShort(term, minLength) });
        if (term.length > maxLength)
          ctx.addIssue({ code: 'custom', path: [i], message: m.tooLong(quoted(term), maxLength), params: overLimit });
      });
    }),
});
export type RegionalTermsInput = z.infer<typeof regionalTermsSchema>;

/** GET and PUT answer: the stored terms, normalised, in the admin's order. */
export interface RegionalTermsView {
  terms: string[];
}

/** The card's textarea holds one term per line. */
export const regionalTermsFromText = (text: string): string[] => text.split(/\r?\n/);
export const regionalTermsToText = (terms: readonly string[]): string => terms.join('\n');
