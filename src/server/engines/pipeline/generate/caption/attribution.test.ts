import { describe, expect, it } from 'vitest';
import { withOutlets } from './attribution';

describe('outlets named in the text', () => {
  it('names the outlet of a fact in parentheses', () => {
    expect(withOutlets('Der Leitzins sinkt um 0,25 Prozentpunkte.', ['DER SPIEGEL'])).toBe(
      'Der Leitzins sinkt um 0,25 Prozentpunkte (SPIEGEL).',
    );
  });

  it('says in words who writes a judgement, so it never reads as a fact or as ours', () => {
    expect(withOutlets('Es ist ein riskantes Manöver – aber es passt zum Spieler Macron.', ['DER SPIEGEL'])).toBe(
      'Es ist ein riskantes Manöver – aber es passt zum Spieler Macron, schreibt der SPIEGEL.',
    );
    expect(withOutlets('Das war ein peinlicher Auftritt des Ministers.', ['tagesschau'])).toBe(
      'Das war ein peinlicher Auftritt des Ministers, schreibt tagesschau.',
    );
  });

  it('leaves a judgement in parentheses when the sentence names who judges', () => {
    expect(withOutlets('Ein riskantes Manöver, kritisiert die Opposition.', ['DER SPIEGEL'])).toBe(
      'Ein riskantes Manöver, kritisiert die Opposition (SPIEGEL).',
    );
  });

  it('takes outlets that are the subject of the sentence for its attribution, also several', () => {
    const text = 'POLITICO Europe und Financial Times berichten über von der Leyen.';
    expect(withOutlets(text, ['POLITICO Europe', 'Financial Times'])).toBe(text);
  });

  it('keeps the outlets a sentence names: a second report it stands on for a name is not credited with the news', () => {
    const named = 'Ein Gericht hat den Parteiausschluss von Éric Ciotti ausgesetzt (Le Monde).';
    expect(withOutlets(named, ['Le Monde', 'DER SPIEGEL'])).toBe(named);
    const laut = 'Salvini wurde laut RND freigesprochen.';
    expect(withOutlets(laut, ['RND', 'Deutschlandfunk'])).toBe(laut);
    const speaker = 'Ein riskantes Manöver, kritisiert die Opposition (SPIEGEL).';
    expect(withOutlets(speaker, ['DER SPIEGEL'])).toBe(speaker);
  });
});
