import { describe, expect, it } from 'vitest';
import { regionalTermsFromText, regionalTermsSchema, regionalTermsToText } from './regional-terms';

const parse = (terms: unknown) => regionalTermsSchema.safeParse({ terms });
const firstMessage = (terms: unknown) => {
  const result = parse(terms);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('regionalTermsSchema', () => {
  it('trims, collapses inner whitespace, drops empty lines and dedupes case-insensitively, keeping the first spelling', () => {
    expect(
      parse(['  Magdeburg ', '', '   ', 'Sachsen-Anhalt', 'magdeburg', 'Bad   Kösen', 'MAGDEBURG', 'bad kösen']).data,
    ).toEqual({
      terms: ['Magdeburg', 'Sachsen-Anhalt', 'Bad Kösen'],
    });
  });

  it('accepts an empty list (no regional weighting)', () => {
    expect(parse([]).data).toEqual({ terms: [] });
    expect(parse(['', ' ']).data).toEqual({ terms: [] });
  });

  it('allows 2 to 60 characters per term, counted after trimming', () => {
    expect(parse(['EU', ' NRW ', 'x'.repeat(60)]).success).toBe(true);
    expect(firstMessage(['Halle', ' A '])).toBe(
      '„A“ ist zu kurz: Ein regionaler Begriff braucht mindestens 2 Zeichen.',
    );
    expect(firstMessage(['y'.repeat(61)])).toBe(
      `„${'y'.repeat(30)}…“ ist zu lang: Ein regionaler Begriff darf höchstens 60 Zeichen haben.`,
    );
  });

  it('allows at most 50 distinct terms; duplicates do not count', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `Ort ${i + 1}`);
    expect(parse([...fifty, 'ort 1', 'ORT 2']).success).toBe(true);
    expect(firstMessage([...fifty, 'Ort 51'])).toBe(
      'Es sind höchstens 50 regionale Begriffe möglich, eingegeben wurden 51.',
    );
  });

  it('refuses anything but a list of strings in German', () => {
    const expected = 'Die regionalen Begriffe müssen als Liste von Texten gesendet werden.';
    expect(firstMessage('Magdeburg')).toBe(expected);
    expect(firstMessage(undefined)).toBe(expected);
    expect(firstMessage(['Magdeburg', 42])).toBe(expected);
  });
});

describe('textarea conversion', () => {
  it('reads one term per line (also with Windows line ends) and writes them back the same way', () => {
    expect(regionalTermsFromText('Magdeburg\r\nHalle\n\nDessau')).toEqual(['Magdeburg', 'Halle', '', 'Dessau']);
    expect(regionalTermsToText(['Magdeburg', 'Halle'])).toBe('Magdeburg\nHalle');
  });
});
