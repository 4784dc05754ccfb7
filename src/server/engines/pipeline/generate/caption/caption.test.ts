import { describe, expect, it } from 'vitest';
import { defaultVoice } from '../../../../../shared/voice';
import { clusterArticles, storyOf } from '../../cluster';
import { rankStories } from '../../rank';
import { fixtureArticles, germanArticle } from '../../test-helpers';
import type { Article, RankedStory } from '../../types';
import { captionParts } from '../../eval/text-quality';
import { generateExtractive } from '../extractive';
import { factCheck } from '../fact-check';
import { callToEngage } from './closings';
import { staleTimeWords } from './time-words';

const article = germanArticle;
const ranked = (articles: Article[]): RankedStory => ({
  story: {
    key: `story-${articles[0].id}`,
    articles,
    firstSeen: articles[0].publishedAt,
    lastSeen: articles.at(-1)!.publishedAt,
    topTerms: [],
    entities: [],
  },
  score: 0.8,
  signals: { outlets: new Set(articles.map((a) => a.source)).size, eu_relevance: 0.6 },
  why: '',
});

// Shortened from the 10 June 2024 reports on Macron dissolving the National Assembly.
const macron = ranked([
  article(
    'a',
    'DER SPIEGEL',
    'Neuwahl in Frankreich: Der selbstverliebte Präsident - Kolumne',
    'Emmanuel Macron spielt wieder einmal mit hohem Einsatz und riskiert damit die Stabilität seines Landes.',
  ),
  article(
    'b',
    'tagesschau',
    'Frankreich: Emmanuel Macron löst die Nationalversammlung auf',
    'Nach der Niederlage bei der Europawahl hat Präsident Emmanuel Macron Neuwahlen angekündigt. Die erste Runde findet bereits Ende Juni statt, die zweite eine Woche später.',
  ),
  article(
    'c',
    'ZEIT ONLINE',
    'Macron kündigt Neuwahlen in Frankreich an',
    'Die Wahl soll am 30. Juni stattfinden, teilte Macron mit. Der Rassemblement National hatte die Europawahl in Frankreich klar gewonnen.',
  ),
]);

describe('extractive caption (golden: Macron dissolves parliament, June 2024)', () => {
  const t = generateExtractive(macron);

  it('is the caption an editor would post', () => {
    expect(t.instagramText).toBe(
      [
        'Nach der Niederlage bei der Europawahl hat Präsident Emmanuel Macron Neuwahlen angekündigt.',
        'Die erste Runde findet bereits Ende Juni statt, die zweite eine Woche später (tagesschau). Die Wahl soll am 30. Juni stattfinden, teilte Macron mit (ZEIT ONLINE). Der Rassemblement National hatte die Europawahl in Frankreich klar gewonnen (ZEIT ONLINE).',
        'Hältst du die Neuwahl in Frankreich für den richtigen Schritt?',
        '#Frankreich #Macron #Europawahl #Neuwahlen',
        'Quellen: tagesschau, ZEIT ONLINE',
      ].join('\n\n'),
    );
    expect(t.review?.readiness).toBe('bereit');
    expect(t.review?.euAngle).toBe('Regierung eines EU-Mitgliedstaats (Frankreich)');
  });

  it('names the outlet of every fact and lists only the outlets it cites', () => {
    for (const s of t.sentences!.filter((x) => x.role === 'fact'))
      expect(s.text).toMatch(/\((tagesschau|ZEIT ONLINE)\)\.$/);
    expect(captionParts(t.instagramText).sourcesLine).toBe('Quellen: tagesschau, ZEIT ONLINE');
  });

  it('records for every stating sentence the article sentence it stands on', () => {
    for (const s of t.sentences!.filter((x) => x.role !== 'closing')) {
      expect(s.sources.length, s.text).toBeGreaterThan(0);
      for (const src of s.sources) {
        const a = macron.story.articles.find((x) => x.url === src.url)!;
        expect(`${a.title}. ${a.description}`).toContain(src.sentence.replace(/\.$/, ''));
      }
    }
    expect(factCheck([t.title, t.instagramText, t.sharepicContent].join('\n'), macron.story.articles).ok).toBe(true);
  });
});

describe("the organisation's voice", () => {
  const voice = {
    address: 'sie' as const,
    tone: 'engagiert' as const,
    fixedHashtags: ['#EuropaUnion'],
    closingLine: 'Europa-Union Musterstadt – wir mischen uns ein.',
    emoji: true,
  };

  it('uses the form of address, fixed hashtags, the closing line and an emoji for the angle', () => {
    const t = generateExtractive(macron, { voice, weekCaptions: [] });
    const parts = captionParts(t.instagramText);
    expect(parts.hook.startsWith('🗳️ ')).toBe(true);
    expect(parts.hashtags[0]).toBe('#EuropaUnion');
    expect(t.instagramText).toContain('Halten Sie die Neuwahl in Frankreich für den richtigen Schritt?');
    expect(t.instagramText).toMatch(/Machen Sie mit|Diskutieren Sie mit/);
    expect(t.instagramText).toContain('Europa-Union Musterstadt – wir mischen uns ein.');
    expect(t.instagramText).not.toMatch(/\b(du|dich|dir|dein)\b/);
  });

  it('says no why line where the reports show no EU mechanism: a snap election at home is national news', () => {
    expect(generateExtractive(macron).sentences!.some((s) => s.role === 'context')).toBe(false);
  });

  it('never repeats a question another caption of the week has', () => {
    const first = generateExtractive(macron, { voice: defaultVoice, weekCaptions: [] });
    const second = generateExtractive(macron, { voice: defaultVoice, weekCaptions: [first.instagramText] });
    expect(second.instagramText).not.toContain('Hältst du die Neuwahl in Frankreich für den richtigen Schritt?');
  });
});

describe('captions of the shipped demo day (21 December 2024)', () => {
  const picks = rankStories(
    clusterArticles([
      ...fixtureArticles('de_tagesschau_2024-12-21.xml', 'tagesschau'),
      ...fixtureArticles('de_spiegel_2024-12-21.xml', 'DER SPIEGEL'),
    ]),
    { asOf: new Date('2024-12-21T19:00:00Z') },
  );
  const story = (title: RegExp) => picks.find((p) => p.story.articles.some((a) => title.test(a.title)))!;
  const captions = picks.slice(0, 10).map((p) => generateExtractive(p));

  it('Magdeburg: facts with their outlets, no suspect called a perpetrator, sympathy instead of a call', () => {
    const t = generateExtractive(story(/Weihnachtsmarkt in Magdeburg/));
    const parts = captionParts(t.instagramText);
    expect(t.instagramText).toContain('Unsere Gedanken sind bei den Opfern und ihren Angehörigen.');
    expect(callToEngage.test(t.instagramText.split('\n\n').slice(-4).join(' '))).toBe(false);
    expect(t.instagramText).not.toMatch(/(?<!mutmaßliche\s)(Todesfahrer|Attentäter)\b/);
    expect(parts.hashtags).toContain('#Magdeburg');
    // A German terror attack names no EU actor: no why line, and the card says so.
    expect(generateExtractive(macron).sentences!.some((s) => s.role === 'context')).toBe(false);
    expect(t.review?.euAngle).toBeNull();
    expect(t.editSuggestions.join(' ')).toContain('EU-Bezug fehlt');
  });

  it('no caption keeps a relative time word, a feed title or a generic question', () => {
    for (const t of captions) {
      const parts = captionParts(t.instagramText);
      const stating = [parts.hook, ...parts.body].join(' ');
      expect(staleTimeWords(stating), t.title).toEqual([]);
      expect(parts.sourcesLine, t.title).not.toMatch(/Schlagzeilen| - /);
      expect(t.instagramText, t.title).not.toMatch(
        /Was sollte Europa jetzt tun|Wie sicher fühlst du dich|Teile den Beitrag/,
      );
    }
  });

  it('hashtags name people, places and topics, never author names or generic nouns', () => {
    const tags = captions.flatMap((t) => captionParts(t.instagramText).hashtags);
    expect(tags).toEqual(expect.arrayContaining(['#Magdeburg', '#Polen', '#Ungarn']));
    for (const bad of ['#Adam', '#Schock', '#Betrieb', '#Gelder', '#Haftbefehl', '#Europa', '#EU', '#Täter'])
      expect(tags).not.toContain(bad);
  });

  it('the story rebuilt from its stored articles gets the same caption („Text neu vorschlagen“)', () => {
    for (const pick of [story(/Weihnachtsmarkt in Magdeburg/), story(/Romanowski|Ex-Vize-Minister/)]) {
      const stored = [...pick.story.articles].reverse();
      const [rebuilt] = rankStories([storyOf(stored, pick.story.key)], { asOf: new Date('2024-12-21T19:00:00Z') });
      expect(generateExtractive(rebuilt!).instagramText).toBe(generateExtractive(pick).instagramText);
    }
  });
});

describe('a story with one German teaser and broad foreign coverage', () => {
  // From 7 June 2024 (shortened): the Commission's green light for accession talks, one SPIEGEL teaser and
  // English reports; a side story of the same cluster (Moldova's spying general) is another news.
  const english = (id: string, source: string, title: string, description: string): Article => ({
    ...article(id, source, title, description),
    language: 'en',
  });
  const accession = ranked([
    article(
      'k1',
      'DER SPIEGEL',
      'Ukraine: EU-Kommission gibt grünes Licht für Beitrittsgespräche',
      'Die Ukraine und Moldau können nach dem Willen Brüssels Beitrittsverhandlungen mit der EU beginnen. Ungarn bremst.',
    ),
    english(
      'k2',
      'POLITICO Europe',
      'Ukraine and Moldova ready to start negotiations to join the EU, Commission says',
      '"All the steps have been met by the two countries," a Commission spokesperson said.',
    ),
    english(
      'k3',
      'Le Monde',
      "Macron wants Ukraine's EU accession talks to start 'by end of month'",
      'The French president is hosting his Ukrainian counterpart Volodymyr Zelensky in Paris on June 7.',
    ),
    english(
      'k4',
      'The Moscow Times',
      'Moldova’s Ex-Top General Leaked Secrets to Moscow',
      'Igor Gorgan began corresponding with a handler from Russia’s GRU military intelligence in April 2022.',
    ),
  ]);

  it('says why accession matters and asks about the candidate', () => {
    const t = generateExtractive(accession);
    expect(t.instagramText).toContain(
      'Über die Aufnahme neuer Mitglieder entscheiden am Ende alle EU-Staaten gemeinsam',
    );
    expect(t.instagramText).toContain('Was sollte die Ukraine aus deiner Sicht erfüllen, bevor sie der EU beitritt?');
    expect(t.instagramText).not.toContain('Moscow Times');
  });

  it('never repeats a reason another caption of the week has', () => {
    const first = generateExtractive(accession, { voice: defaultVoice, weekCaptions: [] });
    const second = generateExtractive(accession, { voice: defaultVoice, weekCaptions: [first.instagramText] });
    const why = (t: typeof first) => t.sentences!.find((s) => s.role === 'context')!.text;
    expect(why(second)).not.toBe(why(first));
  });

  it('tells the editor which foreign reports carry facts the caption lacks', () => {
    const t = generateExtractive(accession);
    expect(t.review?.foreignFacts.map((f) => f.outlet)).toEqual(['POLITICO Europe']);
    expect(t.editSuggestions.join(' ')).toContain('nur in internationalen Berichten (POLITICO Europe)');
  });
});

describe('the headline and the lead’s own teaser', () => {
  it('keeps the lead’s own sentences about its news, compounds and inflections read as the same words', () => {
    // 14 June 2024 (SPIEGEL): the member states agree in principle on accession talks.
    const t = generateExtractive(
      ranked([
        article(
          'm1',
          'DER SPIEGEL',
          'Ukraine: EU-Staaten einigen sich im Grundsatz auf Beitrittsgespräche mit Kiew und Moldau',
          'Die Ukraine und Moldau sind einem Beitritt zur Europäischen Union einen Schritt näher. Die EU-Mitgliedsländer haben sich grundsätzlich für den Beginn von Gesprächen ausgesprochen.',
          '2024-06-14T19:57:00Z',
        ),
      ]),
    );
    expect(t.instagramText).toContain(
      'Die EU-Mitgliedsländer haben sich grundsätzlich für den Beginn von Gesprächen ausgesprochen',
    );
  });

  it('opens with the headline’s news when the teaser does not carry it, never quoting the headline after it', () => {
    // 20 December 2024 (tagesschau): the news (asylum) is only in the headline.
    const t = generateExtractive(
      ranked([
        article(
          'r1',
          'tagesschau',
          'Flüchtiger polnischer Ex-Vize-Minister bekommt Asyl in Ungarn',
          'Marcin Romanowski war Vize-Justizminister der PiS-Regierung in Polen. Er soll Gelder veruntreut haben, wird per Interpol-Haftbefehl gesucht - und steht nun unter dem Schutz Ungarns.',
          '2024-12-20T15:25:00Z',
        ),
      ]),
    );
    const [hook, facts] = t.instagramText.split('\n\n');
    // The headline is the outlet's claim: named.
    expect(hook).toBe('Flüchtiger polnischer Ex-Vize-Minister bekommt Asyl in Ungarn (tagesschau).');
    expect(facts).toMatch(/^Marcin Romanowski war Vize-Justizminister der PiS-Regierung in Polen \(tagesschau\)\./);
    expect(t.instagramText).not.toContain('titelt');
  });

  it('joins a clause without its own subject to the sentence before, or leaves it out', () => {
    // 14 June 2024 (SPIEGEL): „Und wundert sich …“ shares the subject of the sentence before.
    const t = generateExtractive(
      ranked([
        article(
          'n1',
          'DER SPIEGEL',
          'Grünen-Chef Omid Nouripour nach Wahlniederlage: „An diesem Stil krankt diese Koalition“',
          'Grünen-Chef Omid Nouripour sucht nach Gründen für die Pleite bei der Europawahl. Und wundert sich über seine beiden Ampelpartner. Die Grünen verloren mehr als acht Prozentpunkte. Und verlangen einen neuen Stil in der Koalition.',
          '2024-06-14T10:00:00Z',
        ),
      ]),
    );
    expect(t.instagramText).not.toMatch(/(?:^|\. )Und /m);
    expect(t.instagramText).toContain(
      'Die Grünen verloren mehr als acht Prozentpunkte – und verlangen einen neuen Stil',
    );
  });

  it('opens with the news when it comes only third, by the sentence that names its people and act, not the headline', () => {
    // 20 December 2024: tagesschau's teaser tells the background first, its news („jetzt freigesprochen“) has a
    // relative time; Deutschlandfunk retells the headline; RND adds the charges and the court, and calls Salvini
    // „Lega-Chef“ where the headline says „Italiens Vize-Ministerpräsident“.
    const t = generateExtractive(
      ranked([
        article(
          's1',
          'tagesschau',
          'Prozess um Schiff mit Migranten: Italiens Vize-Ministerpräsident Salvini freigesprochen',
          'Wochenlang mussten 2019 Migranten auf einem Schiff vor Lampedusa ausharren. Italiens damaliger Innenminister Salvini hatte einer Hilfsorganisation verboten, den Hafen anzusteuern. Später wurde er angeklagt - und jetzt freigesprochen.',
          '2024-12-20T21:28:00Z',
        ),
        article(
          's2',
          'Deutschlandfunk',
          'Italien - Gericht in Palermo spricht Vize-Ministerpräsidenten Salvini frei',
          'Der italienische Vize-Ministerpräsident Salvini ist im Prozess um seinen Umgang mit Migranten im Mittelmeer freigesprochen worden.',
          '2024-12-20T20:10:00Z',
        ),
        article(
          's3',
          'RND',
          'Geschlossene Häfen: Freispruch für Lega-Chef Matteo Salvini',
          'Lega-Chef Matteo Salvini hat in den Jahren 2018 und 2019 mit seiner „Politik der geschlossenen Häfen“ keine Straftat begangen: Er ist vom Gericht von Palermo vom Vorwurf der Freiheitsberaubung und des Amtsmissbrauchs freigesprochen worden.',
          '2024-12-20T21:24:00Z',
        ),
      ]),
    );
    const [hook, facts] = t.instagramText.split('\n\n');
    expect(hook).toMatch(/^Lega-Chef Matteo Salvini .*vom Gericht von Palermo .*freigesprochen worden \(RND\)\.$/);
    expect(facts).toMatch(/^Wochenlang mussten 2019 Migranten/);
    // The headline's claim is not said again, nor Deutschlandfunk's retelling of it.
    expect(t.instagramText).not.toContain('Vize-Ministerpräsident Salvini freigesprochen');
    expect(facts).not.toContain('im Mittelmeer freigesprochen worden');
  });

  it('opens with the teaser’s sentence that tells the headline’s news with more of it, named with its outlet', () => {
    // 20 December 2024 (RND): the teaser says who, how much and what for; the headline would say it first again.
    const t = generateExtractive(
      ranked([
        article(
          'l1',
          'RND',
          'Brüssel genehmigt Staatshilfe für Betreibergesellschaft der deutschen LNG-Terminals',
          'Die EU-Kommission hat Deutschland erlaubt, seine Betreibergesellschaft Deutsche Energy Terminal (DET) mit mehr als vier Milliarden Euro für den Betrieb von vier schwimmenden LNG-Terminals zu unterstützen. Staatshilfe ist in Europa streng reglementiert, um Wettbewerbsverzerrungen zu vermeiden.',
          '2024-12-20T10:00:00Z',
        ),
      ]),
    );
    const [hook, facts] = t.instagramText.split('\n\n');
    expect(hook).toMatch(/^Die EU-Kommission hat Deutschland erlaubt, .* zu unterstützen \(RND\)\.$/);
    expect(facts).toBe(
      'Staatshilfe ist in Europa streng reglementiert, um Wettbewerbsverzerrungen zu vermeiden (RND).',
    );
    expect(t.instagramText).not.toContain('Brüssel genehmigt');
  });

  it('leaves out a teaser sentence that tells the opening headline again in other words', () => {
    // 6 June 2024 (SPIEGEL): „senkt … die Zinsen“ and „reduziert die Zinsen“, „EZB“ and „Europäische Zentralbank“.
    const t = generateExtractive(
      ranked([
        article(
          'e1',
          'DER SPIEGEL',
          'EZB senkt erstmals seit 2019 die Zinsen',
          'Lang ersehnt und erwartet: Die Europäische Zentralbank reduziert die Zinsen. Der Leitzins wird um 0,25 Prozentpunkte auf 4,25 Prozent nach unten gesetzt.',
          '2024-06-06T12:20:00Z',
        ),
      ]),
    );
    const [hook, facts] = t.instagramText.split('\n\n');
    expect(hook).toBe('EZB senkt erstmals seit 2019 die Zinsen (SPIEGEL).');
    expect(facts).toBe('Der Leitzins wird um 0,25 Prozentpunkte auf 4,25 Prozent nach unten gesetzt (SPIEGEL).');
  });

  it('leaves out what a report announced for a day the newest report has reached (the G7 meeting „ab Donnerstag“)', () => {
    // 13 and 14 June 2024 (SPIEGEL): the summit began on the Thursday; by Friday the meeting is the news' past.
    const t = generateExtractive(
      ranked([
        article(
          'g1',
          'DER SPIEGEL',
          'Ukraine: G7-Staaten beschließen Zahlung von 50 Milliarden US-Dollar aus russischen Vermögenswerten',
          'In Apulien beraten ab diesem Donnerstag die G7-Staaten. Die G7-Staaten haben sich auf Milliardenhilfen für die Ukraine geeinigt. Insgesamt 50 Milliarden US-Dollar werden lockergemacht – das Geld kommt aus den Zinsen eingefrorener russischer Vermögen.',
          '2024-06-13T06:00:00Z',
        ),
        article(
          'g2',
          'DER SPIEGEL',
          'G7 helfen Ukraine mit 50 Milliarden',
          'Die G7 helfen der Ukraine mit 50 Milliarden US-Dollar.',
          '2024-06-14T06:00:00Z',
        ),
      ]),
    );
    expect(t.instagramText).not.toContain('ab Donnerstag');
    expect(t.instagramText).toContain('50 Milliarden US-Dollar');
  });

  it('keeps the lead’s next sentence that qualifies its news with a nationality or a currency', () => {
    const t = generateExtractive(
      ranked([
        article(
          'u1',
          'DER SPIEGEL',
          'Ukraine: G7-Staaten einigen sich auf Milliardenhilfe',
          'Die G7-Staaten haben sich auf Milliardenhilfen für die Ukraine geeinigt. Insgesamt 50 Milliarden US-Dollar werden lockergemacht – das Geld kommt aus den Zinsen eingefrorener russischer Vermögen.',
          '2024-06-15T09:00:00Z',
        ),
      ]),
    );
    expect(t.instagramText).toContain('Insgesamt 50 Milliarden US-Dollar werden lockergemacht');
  });

  it('reads a plan as overtaken when a foreign report of the news is newer, though it cannot quote it', () => {
    const lead = article(
      'f1',
      'DER SPIEGEL',
      'Ukraine: G7-Staaten beschließen Zahlung von 50 Milliarden US-Dollar aus russischen Vermögenswerten',
      'In Apulien beraten ab diesem Donnerstag die G7-Staaten. Die G7-Staaten haben sich auf Milliardenhilfen für die Ukraine geeinigt.',
      '2024-06-13T06:00:00Z',
    );
    const foreign: Article = {
      ...article(
        'f2',
        'Le Monde',
        'G7 countries agree to boost support for Ukraine with frozen Russian assets',
        'Meeting in Italy from June 13 to June 15, the G7 leaders approved a massive $50 billion loan for Kyiv.',
        '2024-06-14T09:00:00Z',
      ),
      language: 'en',
      country: 'FR',
    };
    expect(generateExtractive(ranked([lead])).instagramText).toContain('ab Donnerstag');
    expect(generateExtractive(ranked([lead, foreign])).instagramText).not.toContain('ab Donnerstag');
  });

  it('keeps the caveat a connective ties to the lead’s news, though it names a new country (Hungary can block)', () => {
    const t = generateExtractive(
      ranked([
        article(
          'k1',
          'DER SPIEGEL',
          'Ukraine: EU-Kommission gibt grünes Licht für Beitrittsgespräche',
          'Die Ukraine und Moldau können nach dem Willen Brüssels Beitrittsverhandlungen mit der EU beginnen. Der Entscheid muss allerdings einstimmig fallen – Ungarn bremst.',
          '2024-06-07T12:29:00Z',
        ),
      ]),
    );
    expect(t.instagramText).toContain('Der Entscheid muss allerdings einstimmig fallen – Ungarn bremst');
  });

  it('keeps a short statement of the news („Ein Mann wurde festgenommen.“)', () => {
    const t = generateExtractive(
      ranked([
        article(
          'k2',
          'tagesschau',
          'Angriff auf Dänemarks Regierungschefin',
          'Die dänische Ministerpräsidentin Mette Frederiksen ist in Kopenhagen attackiert worden. Ein Mann wurde festgenommen.',
          '2024-06-07T12:00:00Z',
        ),
      ]),
    );
    expect(t.instagramText).toContain('Ein Mann wurde festgenommen');
  });

  it('reads „US-Dollar“ as a currency, not as the United States: US sanctions are another news than the G7 money', () => {
    const t = generateExtractive(
      ranked([
        article(
          'd1',
          'DER SPIEGEL',
          'Ukraine: G7-Staaten beschließen Zahlung von 50 Milliarden US-Dollar aus russischen Vermögenswerten',
          'Die G7-Staaten haben sich auf Milliardenhilfen für die Ukraine geeinigt. Insgesamt 50 Milliarden US-Dollar werden lockergemacht.',
          '2024-06-13T08:00:00Z',
        ),
        article(
          'd2',
          'DER SPIEGEL',
          'Ukraine-Krieg: USA legen vor G7-Gipfel neue Sanktionen gegen Russland vor',
          'Die USA bestrafen weitere Akteure des russischen Angriffskriegs – darunter chinesische Firmen.',
          '2024-06-13T06:00:00Z',
        ),
      ]),
    );
    expect(t.instagramText).toContain('50 Milliarden US-Dollar');
    expect(t.instagramText).not.toContain('chinesische Firmen');
  });

  it('keeps the news before a teaser’s cliffhanger („… – und sagte, wann er sein Amt wieder ausüben möchte“)', () => {
    const t = generateExtractive(
      ranked([
        article(
          'c1',
          'DER SPIEGEL',
          'Slowakei: Robert Fico äußert sich nach Attentat',
          'Mehrmals schoss ein Mann auf den slowakischen Ministerpräsidenten und verletzte ihn lebensgefährlich. Nun äußerte sich Robert Fico erstmals nach dem Attentat – und sagte, wann er sein Amt wieder ausüben möchte.',
          '2024-06-05T16:57:00Z',
        ),
      ]),
    );
    expect(t.instagramText).toContain('Am Mittwoch, 5. Juni, äußerte sich Robert Fico erstmals nach dem Attentat');
    expect(t.instagramText).not.toContain('wann er sein Amt');
  });
});
