import { describe, expect, it } from 'vitest';
import { germanArticle } from '../../test-helpers';
import type { Article } from '../../types';
import { groundSentence, initialsIn, nameVocabulary, numbersIn } from './grounding';

const en = (id: string, title: string, description: string, at = '2024-06-06T13:47:00Z'): Article => ({
  ...germanArticle(id, 'Le Monde', title, description, at),
  language: 'en',
});
const ecb = en(
  'l1',
  'ECB cuts key rate by quarter point, but raises inflation forecast',
  'The European Central Bank lowered its key deposit rate to 3.75%, in its first interest rate cut since 2019.',
);
const kyiv = en(
  'k1',
  'Zelensky meets Macron in Paris',
  'Volodymyr Zelensky asked Russia to withdraw, the Kremlin refused.',
  '2024-06-07T10:00:00Z',
);
const story = [ecb, kyiv];
const vocabulary = nameVocabulary(story);
const isName = (w: string) => vocabulary.has(w.toLowerCase());
const cite = (article: Article, sentence: string) => [{ article, sentence }];

describe('what an LLM sentence must carry from the sentences it cites', () => {
  it('keeps German translations and rewordings of English sources', () => {
    const r = groundSentence(
      'Die Europäische Zentralbank senkte am Donnerstag, 6. Juni, den Einlagenzins auf 3,75 Prozent – die erste Zinssenkung seit 2019 (Le Monde).',
      cite(ecb, ecb.description),
      story,
      isName,
    );
    expect(r).toEqual({ ok: true, unsupported: [] });
    expect(
      groundSentence('Der Leitzins sinkt um 0,25 Prozentpunkte (Le Monde).', cite(ecb, ecb.title), story, isName).ok,
    ).toBe(true);
  });

  it('knows the names of the lead’s headline in every sentence: „Slovak PM“ of this story is Fico', () => {
    const politico = en(
      'p1',
      'Slovak PM blames assassination attempt on opposition in first appearance since shooting',
      'The prime minister spoke in a video.',
    );
    const fico = en('f1', 'Slovakian PM Fico gives first address since assassination attempt', '');
    const names = nameVocabulary([politico, fico]);
    const text = 'Fico machte in der Rede laut POLITICO die Opposition für das Attentat verantwortlich.';
    const cited = cite(politico, politico.title);
    const known = (w: string) => names.has(w.toLowerCase());
    expect(groundSentence(text, cited, [politico, fico], known).unsupported).toEqual(['Fico']);
    expect(groundSentence(text, cited, [politico, fico], known, 'Slowakei: Robert Fico »vergibt« Angreifer').ok).toBe(
      true,
    );
  });

  it('reads an acronym as the name whose initials it takes, and a relative day as a date of the report’s week', () => {
    const rn = en(
      'm1',
      'Macron dissolves parliament',
      'The Rassemblement National, led by Jordan Bardella, dominated the election in France, winning 31.5% of the votes.',
    );
    const names = nameVocabulary([rn]);
    const known = (w: string) => names.has(w.toLowerCase()) || w === 'RN' || w === 'FN';
    const text = 'Das Rassemblement National (RN) kam bei der Europawahl auf 31,5 Prozent (Le Monde).';
    expect(groundSentence(text, cite(rn, rn.description), [rn], known).ok).toBe(true);
    expect(groundSentence(text.replace('(RN)', '(FN)'), cite(rn, rn.description), [rn], known).unsupported).toEqual([
      'FN',
    ]);
    expect(initialsIn('the Rassemblement National and the Bank of England')).toEqual(new Set(['RN', 'BE']));

    // Le Monde of Monday 10 June: „A day after making strong gains …“ dates the election to Sunday 9 June.
    const afd = en(
      'a1',
      'AfD boots Krah',
      "A day after making strong gains and coming in second place in Germany's EU elections, the party's MEPs voted to boot Krah.",
      '2024-06-10T12:00:00Z',
    );
    const sunday = 'Bei der Europawahl am Sonntag, 9. Juni, legte die AfD deutlich zu (Le Monde).';
    expect(groundSentence(sunday, cite(afd, afd.description), [afd], () => false).ok).toBe(true);
    expect(
      groundSentence(sunday, cite(afd, 'The party’s MEPs voted to boot Krah.'), [afd], () => false).unsupported,
    ).toEqual(['9. Juni']);
  });

  it('knows the country of a German report that names none: domestic news needs no „Deutschland“ to be German', () => {
    const result = germanArticle(
      's1',
      'DER SPIEGEL',
      'Europawahl 2024: AfD laut Hochrechnungen wohl zweitstärkste Kraft',
      'Die Union bleibt stärkste Kraft.',
      '2024-06-09T18:00:00Z',
    );
    const abroad = germanArticle('s2', 'DER SPIEGEL', 'Dänemark: Regierungschefin angegriffen', 'Ein Mann schlug sie.');
    const text = 'Die AfD ist in Deutschland laut Hochrechnungen zweitstärkste Kraft (SPIEGEL).';
    expect(groundSentence(text, cite(result, result.title), [result], () => false).ok).toBe(true);
    expect(groundSentence(text, cite(abroad, abroad.title), [abroad], () => false).unsupported).toContain(
      'Deutschland',
    );
  });

  it('reads a German office as the English role, not as a name', () => {
    const pm = en(
      'd1',
      'Danish PM Frederiksen cancels events',
      'The assault Friday evening “caused minor whiplash,” the Danish leader’s office said.',
    );
    const r = groundSentence(
      'Das Büro der Ministerpräsidentin teilte laut Le Monde mit, sie habe ein leichtes Schleudertrauma erlitten.',
      cite(pm, pm.description),
      [pm],
      (w) => ['ministerpräsidentin', 'frederiksen'].includes(w.toLowerCase()),
    );
    expect(r).toEqual({ ok: true, unsupported: [] });
  });

  it('accepts German forms of names: Russland, Kreml, Selenskyj', () => {
    const r = groundSentence(
      'Selenskyj forderte Russland zum Rückzug auf, der Kreml lehnte ab.',
      cite(kyiv, kyiv.description),
      story,
      isName,
    );
    expect(r.ok).toBe(true);
  });

  it('reads a German genitive of a short name as that name: „Le Pens“ for „Le Pen’s“', () => {
    const rn = en('r1', 'Far right wins in France', "The party of Marine Le Pen's lieutenant Jordan Bardella won.");
    const isRnName = (w: string) => ['marine', 'le', 'pen', 'pens', 'jordan', 'bardella'].includes(w.toLowerCase());
    const r = groundSentence(
      'Die Partei von Marine Le Pens Vertrautem Jordan Bardella gewann (Le Monde).',
      cite(rn, rn.description),
      [rn],
      isRnName,
    );
    expect(r).toEqual({ ok: true, unsupported: [] });
    expect(
      groundSentence(
        'Die Partei von Marine Le Pens Vertrautem Jordan Bardellas gewann.',
        cite(rn, 'Far right wins in France'),
        [rn],
        isRnName,
      ).ok,
    ).toBe(false);
  });

  it('accepts institutions in their German names, the story’s countries and the report’s year', () => {
    const commission = en(
      'p1',
      'Ukraine and Moldova ready to start negotiations to join the EU, Commission says',
      '"All the steps have been met by the two countries," a Commission spokesperson said.',
      '2024-06-07T14:35:00Z',
    );
    const spokesperson = groundSentence(
      '„Alle Schritte wurden von beiden Ländern erfüllt“, sagte ein Sprecher der EU-Kommission (POLITICO).',
      cite(commission, commission.description),
      [commission],
      isName,
    );
    expect(spokesperson).toEqual({ ok: true, unsupported: [] });
    const forecast = en(
      'p2',
      'ECB cuts interest rates for first time since 2019',
      'But the central bank has revised up its forecasts for growth and inflation this year.',
    );
    expect(
      groundSentence(
        'Die EZB hob ihre Prognosen für 2024 an (POLITICO).',
        cite(forecast, forecast.description),
        [forecast],
        isName,
      ),
    ).toEqual({ ok: true, unsupported: [] });
    // Still no other institution, and no year the reports do not have.
    expect(
      groundSentence(
        'Die NATO hob ihre Prognosen für 2025 an.',
        cite(forecast, forecast.description),
        [forecast],
        isName,
      ).unsupported,
    ).toEqual(expect.arrayContaining(['NATO', '2025']));
  });

  it('drops invented names, numbers and dates', () => {
    const r = groundSentence(
      'Giorgia Meloni lobte am Freitag, 14. Juni, die Zinssenkung um 0,5 Prozentpunkte.',
      cite(ecb, ecb.description),
      [...story, en('m1', 'Meloni hosts G7', 'Giorgia Meloni welcomed leaders.')],
      (w) => ['giorgia', 'meloni'].includes(w.toLowerCase()),
    );
    expect(r.ok).toBe(false);
    expect(r.unsupported).toEqual(expect.arrayContaining(['Meloni', '14. Juni', '0,5']));
  });

  it('reads numbers in any notation', () => {
    expect(numbersIn('0,25 Prozentpunkte und 1.400 Menschen, vier Geiseln')).toEqual([0.25, 1400, 4]);
    expect(numbersIn('a quarter point, 1,400 people')).toEqual(expect.arrayContaining([0.25, 1400]));
    // A place in a ranking: „Platz zwei“ and „second place“, „Zweite“ and „zweitstärkste“ state the same.
    expect(numbersIn('Die AfD kam auf Platz zwei und wird Zweite')).toEqual([2, 2]);
    expect(numbersIn('coming in second place, the third party')).toEqual([2, 3]);
    expect(numbersIn('zweitstärkste Kraft, ein Drittel der Stimmen')).toEqual([2]);
  });
});
