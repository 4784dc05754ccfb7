import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../../../../../tests/fakes/llm';
import { clusterArticles } from '../cluster';
import { rankStories } from '../rank';
import { fixtureArticles, germanArticle } from '../test-helpers';
import { generateExtractive, namesIn } from './extractive';
import { factCheck } from './fact-check';
import { articleSentences, generateWithLlm } from './llm';
import { defaultVoice } from '../../../../shared/voice';
import type { RankedStory } from '../types';

const asOf = new Date('2024-12-21T19:00:00Z');
const german = rankStories(
  clusterArticles([
    ...fixtureArticles('de_tagesschau_2024-12-21.xml', 'tagesschau'),
    ...fixtureArticles('de_spiegel_2024-12-21.xml', 'DER SPIEGEL'),
  ]),
  { asOf },
);
const magdeburg = german.find((r) => r.story.articles.length >= 5 && r.story.articles[0].title.includes('Magdeburg'))!;
const english = rankStories(clusterArticles(fixtureArticles('en_reuters-world_2017-01-07.xml', 'Reuters', 'GB')), {
  asOf: new Date('2017-01-07T20:00:00Z'),
});
const allowed = (p: typeof magdeburg) => [
  Number(p.signals.outlets),
  Number(p.signals.countries),
  Number(p.signals.articles),
];

describe('extractive generator', () => {
  it('writes German texts from German sources that pass the fact check', () => {
    for (const pick of german.slice(0, 7)) {
      const t = generateExtractive(pick);
      expect(t.sharepicTitle.length).toBeLessThanOrEqual(90);
      expect(t.sharepicContent.length).toBeLessThanOrEqual(320);
      expect(t.instagramText).toMatch(/Quellen: /);
      // 3–6 that name the story; fewer only when it names fewer, and then the card says so.
      const tags = t.instagramText.match(/#[\p{L}\p{N}_]+/gu) ?? [];
      expect(tags.length).toBeLessThanOrEqual(6);
      if (tags.length < 3) expect(t.review!.defects.map((d) => d.kind)).toContain('hashtags');
      expect(pick.story.articles.map((a) => a.url)).toContain(t.sourceUrl);
      expect(
        factCheck([t.title, t.instagramText, t.sharepicContent].join('\n'), pick.story.articles, allowed(pick)),
      ).toEqual({ ok: true, unsupported: [] });
    }
  });

  it('frames English-only stories in German with an edit suggestion, and checks their facts', () => {
    const pick = english[0];
    const t = generateExtractive(pick);
    expect(t.editSuggestions.join(' ')).toMatch(/englischsprachigen Quellen/);
    expect(t.instagramText).toMatch(/^[^\n]+ berichte[nt]? über /);
    // It states no news of its own: the editor writes it from the foreign reports the card lists.
    expect(t.review?.readiness).toBe('überarbeiten');
    const englishSentence = pick.story.articles
      .flatMap((a) => a.description.split(/(?<=\.)\s+/))
      .find((s) => s.length > 40)!;
    expect(t.instagramText).not.toContain(englishSentence);
    expect(
      factCheck([t.title, t.instagramText, t.sharepicContent].join('\n'), pick.story.articles, allowed(pick)).ok,
    ).toBe(true);
  });
});

describe('names in English headlines', () => {
  it('keeps a surname’s particle and counts the surname alone as the full name', () => {
    const titles = [
      'Von der Leyen aims for a second term but still needs a deal',
      'Macron poised to back second term for von der Leyen',
      'Charles Michel wants to ban Leyen from top job talks',
    ];
    expect(namesIn(titles)[0]).toBe('von der Leyen');
    expect(namesIn(titles)).not.toContain('Leyen');
  });
});

describe('extractive generator on a big story that gathered side stories', () => {
  const article = germanArticle;
  const articles = [
    article(
      'a',
      'DER SPIEGEL',
      'Neuwahl in Frankreich: Der selbstverliebte Präsident - Kolumne',
      'Emmanuel Macron spielt wieder einmal mit hohem Einsatz. Der Schaden könnte erheblich sein.',
    ),
    article(
      'b',
      'tagesschau',
      'Frankreich: Emmanuel Macron löst die Nationalversammlung auf',
      'Nach der Niederlage bei der Europawahl hat Präsident Emmanuel Macron Neuwahlen angekündigt. Eigentlich stellt sich ein Youtuber aus Zypern gern Herausforderungen, nun sitzt er im Parlament.',
    ),
    article(
      'c',
      'ZEIT ONLINE',
      'Macron kündigt Neuwahlen in Frankreich an',
      'Die Wahl soll am 30. Juni stattfinden, teilte Macron mit. Der Rassemblement National hatte die Europawahl in Frankreich klar gewonnen.',
    ),
  ];
  const pick: RankedStory = {
    story: {
      key: 'story-a',
      articles,
      firstSeen: articles[0].publishedAt,
      lastSeen: articles[2].publishedAt,
      topTerms: ['e:macron', 'c:france', 'c:election'],
      entities: ['Macron'],
    },
    score: 0.8,
    signals: { outlets: 3, countries: 1, articles: 3, eu_relevance: 0.6 },
    why: 'Warum ausgewählt: 3 Medien aus 1 Land.',
  };
  const t = generateExtractive(pick);

  it('says when the story concerns the region, naming the terms the reports use', () => {
    expect(t.instagramText).not.toMatch(/unsere Region ist betroffen/);
    const regional = generateExtractive({
      ...pick,
      signals: { ...pick.signals, regional_relevance: 0.5, regional_terms: ['Frankreich'] },
    });
    expect(regional.instagramText).toMatch(/Auch unsere Region ist betroffen: Die Berichte nennen Frankreich\./);
    expect(factCheck(regional.instagramText, articles, [3, 1, 3]).ok).toBe(true);
  });

  it('leads with a news report, not an opinion column', () => {
    expect(t.title).not.toMatch(/Kolumne/);
    expect(t.sourceUrl).not.toBe('https://example.org/a');
  });

  it('keeps side stories out of the facts', () => {
    expect(t.instagramText).toMatch(/Neuwahlen angekündigt/);
    expect(t.instagramText).not.toMatch(/Youtuber/);
  });

  it('tags names and topics of the news, surnames rather than first names, never joined across punctuation', () => {
    const tags = t.instagramText.match(/#\p{L}+/gu) ?? [];
    expect(tags).toEqual(expect.arrayContaining(['#Europawahl', '#Macron', '#Frankreich']));
    expect(tags).not.toContain('#Emmanuel');
    expect(tags.join(' ')).not.toMatch(/Kolumne|PräsidentKolumne/);
    expect(factCheck([t.title, t.instagramText, t.sharepicContent].join('\n'), articles, [3, 1, 3]).ok).toBe(true);
  });
});

describe('fact check', () => {
  it('rejects invented names and numbers', () => {
    const r = factCheck('Giorgia Meloni nannte 4711 Opfer in Magdeburg. #Atomausstieg', magdeburg.story.articles);
    expect(r.ok).toBe(false);
    expect(r.unsupported).toEqual(expect.arrayContaining(['#Atomausstieg', '4711', 'Giorgia', 'Meloni']));
    expect(r.unsupported).not.toContain('Magdeburg');
    expect(factCheck('Der Anschlag in Magdeburg. #Magdeburg', magdeburg.story.articles).ok).toBe(true);
  });
});

describe('LLM generator against a local OpenAI-compatible server', () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(() => llm.close());
  const config = () => ({ baseUrl: llm.url, apiKey: 'k', model: 'fake-model', timeoutMs: 2_000 });

  // An answer as a good model writes it: every sentence cites the article sentence it comes from.
  const articles = magdeburg.story.articles;
  const sentencesOf = (i: number) => articleSentences(articles[i]).filter((x) => x.length > 30);
  const cite = (i: number, j = 0) => ({
    text: sentencesOf(i)[j],
    sources: [{ article: i + 1, sentence: sentencesOf(i)[j] }],
  });
  // The prompt lists the lead first; the answer's article numbers follow the prompt.
  const promptOrder = (prompt: string) =>
    [...prompt.matchAll(/\[(\d+)\] [^\n]*\nTitel: ([^\n]*)/g)].map((m) => articles.findIndex((a) => a.title === m[2]));
  const attributed =
    (overrides: Record<string, unknown> = {}) =>
    (prompt: string) => {
      const order = promptOrder(prompt);
      const at = (i: number, j = 0) => {
        const c = cite(order[i], j);
        return { ...c, sources: [{ article: i + 1, sentence: c.sources[0].sentence }] };
      };
      return {
        title: articles[order[0]].title,
        hook: at(0),
        facts: [at(1), at(2)],
        why: null,
        closing: 'Wie siehst du das?',
        hashtags: ['#Magdeburg', '#Erfunden'],
        sharepic_titel: articles[order[0]].title.slice(0, 80),
        sharepic_inhalt: sentencesOf(order[1])[0],
        search_term: 'Magdeburg',
        ...(typeof overrides === 'function' ? {} : overrides),
        ...(overrides.facts === 'with-invention'
          ? {
              facts: [
                at(1),
                { text: 'Bei dem Anschlag wurden 4711 Menschen verletzt.', sources: at(1).sources },
                at(2),
              ],
            }
          : {}),
      };
    };

  it('asks with a JSON schema, today’s date, the voice and the rules; keeps what its sources carry', async () => {
    const fake = await startFakeLlm({ validContent: attributed() });
    const voice = { ...defaultVoice, address: 'sie' as const };
    const r = await generateWithLlm(
      magdeburg,
      { baseUrl: fake.url, apiKey: 'secret', model: 'm' },
      { voice, weekCaptions: [], today: '2024-12-22' },
    );
    await fake.close();
    expect(r.texts.generator).toBe('llm');
    expect(r.attempts).toBe(1);
    const request = fake.requests[0].body as {
      model: string;
      response_format: { type: string; json_schema: { schema: { required: string[] } } };
      messages: { content: string }[];
    };
    expect(fake.requests[0].authorization).toBe('Bearer secret');
    expect(request.model).toBe('m');
    expect(request.response_format.type).toBe('json_schema');
    expect(request.response_format.json_schema.schema.required).toEqual(
      expect.arrayContaining(['hook', 'facts', 'why']),
    );
    const system = request.messages[0].content;
    expect(system).toMatch(/„Sie“/);
    expect(system).toContain('Heute ist Sonntag, 22. Dezember 2024.');
    expect(system).toMatch(/why null/);
    expect(system).toMatch(/Tote, Gewalt, Terror/);
    // A condition or an estimate stays one, and no reason is added that no report gives.
    expect(system).toMatch(/so sicher wieder, wie ihre Quelle/);
    expect(system).toMatch(/nicht mit „weil“/);
    // A why that fits every story is none; the outlet is named once.
    expect(system).toMatch(/keine Sätze, die zu jeder Nachricht passen/);
    expect(system).toMatch(/nicht beides/);
    // Each fact adds to the hook; background is past; people and abbreviations are introduced once.
    expect(system).toMatch(/kein Faktensatz wiederholt den hook/);
    expect(system).toMatch(/Hintergrund, also was vor der Nachricht geschah, steht in der Vergangenheit/);
    expect(system).toMatch(/mit Funktion und Land/);
    // The closing is a question the organisation can ask, or none.
    expect(system).toMatch(/keine Frage, die ein Gerichtsurteil oder eine Person bewerten lässt/);
    expect(system).toMatch(/Passt keine solche Frage, ist closing leer/);
    // The answer's generic closing under deaths becomes the line of sympathy; the invented hashtag goes.
    expect(r.texts.instagramText).toContain('Unsere Gedanken sind bei den Opfern und ihren Angehörigen.');
    expect(r.texts.instagramText).not.toContain('Wie siehst du das?');
    expect(r.texts.instagramText).toContain('#Magdeburg');
    expect(r.texts.instagramText).not.toContain('#Erfunden');
    for (const s of r.texts.sentences!.filter((x) => x.role !== 'closing')) expect(s.sources.length).toBeGreaterThan(0);
  });

  it('drops a sentence that invents a number and keeps the rest', async () => {
    const fake = await startFakeLlm({ validContent: attributed({ facts: 'with-invention' }) });
    const r = await generateWithLlm(magdeburg, { baseUrl: fake.url, model: 'm' });
    await fake.close();
    expect(r.texts.generator).toBe('llm');
    expect(r.texts.instagramText).not.toContain('4711');
    expect(r.dropped).toEqual([{ text: 'Bei dem Anschlag wurden 4711 Menschen verletzt.', unsupported: ['4711'] }]);
    expect(r.texts.review?.dropped.map((d) => d.sentence)).toContain('Bei dem Anschlag wurden 4711 Menschen verletzt.');
  });

  // A story whose reports name an EU actor (the ECB).
  const ecb = rankStories(
    clusterArticles([
      germanArticle(
        'e1',
        'tagesschau',
        'EZB senkt erstmals seit 2019 den Leitzins',
        'Die Europäische Zentralbank senkt den Leitzins um 0,25 Prozentpunkte. Es ist die erste Senkung seit 2019, teilte die EZB in Frankfurt mit. Die Notenbank will die Inflation im Euroraum weiter senken.',
        '2024-06-06T12:30:00Z',
      ),
      germanArticle(
        'e2',
        'DER SPIEGEL',
        'Europäische Zentralbank senkt die Zinsen',
        'Die Europäische Zentralbank hat den Leitzins im Euroraum gesenkt. Die Inflation im Euroraum liegt bei 2,6 Prozent, sagte EZB-Präsidentin Christine Lagarde.',
        '2024-06-06T14:00:00Z',
      ),
    ]),
    { asOf: new Date('2024-06-06T20:00:00Z') },
  )[0];
  // An answer that cites the story's sentences word for word, in the prompt's article order.
  const citing = (pick: RankedStory, why: unknown) => (prompt: string) => {
    const order = [...prompt.matchAll(/\[(\d+)\] [^\n]*\nTitel: ([^\n]*)/g)].map((m) =>
      pick.story.articles.findIndex((a) => a.title === m[2]),
    );
    const cited = order.flatMap((a, i) =>
      articleSentences(pick.story.articles[a])
        .filter((x) => x.length > 30)
        .map((x) => ({ text: x, sources: [{ article: i + 1, sentence: x }] })),
    );
    return {
      title: pick.story.articles[0].title,
      hook: cited[0],
      facts: cited.slice(1, 3),
      why,
      closing: 'Wie siehst du das?',
      hashtags: ['#Europa'],
      sharepic_titel: pick.story.articles[0].title.slice(0, 80),
      sharepic_inhalt: cited[1].text,
      search_term: 'Europa',
    };
  };

  it('uses an answer with a hook and one fact: a thin story is not padded, nor thrown away for the extractive text', async () => {
    const oneFact = (prompt: string) => {
      const answer = citing(ecb, null)(prompt);
      return { ...answer, facts: answer.facts.slice(0, 1) };
    };
    const fake = await startFakeLlm({ validContent: oneFact });
    const r = await generateWithLlm(ecb, { baseUrl: fake.url, model: 'm' });
    await fake.close();
    expect(r.texts.generator).toBe('llm');
    expect(r.attempts).toBe(1);
    const messages = (fake.requests[0].body as { messages: { content: string }[] }).messages;
    const [fact] = oneFact(messages.at(-1)!.content).facts;
    expect(r.texts.instagramText).toContain(fact.text.replace(/\.$/, ''));
    expect(messages[0].content).toMatch(/Geben die Artikel nur einen neuen Fakt her/);

    // Reports that say nothing beyond the hook: the model gives no fact, and its hook stands alone.
    const hookOnly = await startFakeLlm({
      validContent: (prompt: string) => ({ ...citing(ecb, null)(prompt), facts: [] }),
    });
    const alone = await generateWithLlm(ecb, { baseUrl: hookOnly.url, model: 'm' });
    await hookOnly.close();
    expect(alone.texts.generator).toBe('llm');
    expect(alone.attempts).toBe(1);
    expect(alone.texts.instagramText.split('\n\n')[0]).toContain(
      citing(ecb, null)(messages.at(-1)!.content).hook.text.replace(/\.$/, ''),
    );

    // Two facts given and one of them failing: asked again, as before.
    const lostOne = await startFakeLlm({
      validContent: (prompt: string) => {
        const answer = citing(ecb, null)(prompt);
        return {
          ...answer,
          facts: [
            answer.facts[0],
            { text: 'Die EZB senkt den Leitzins um 4711 Punkte.', sources: answer.facts[1].sources },
          ],
        };
      },
    });
    const retried = await generateWithLlm(ecb, { baseUrl: lostOne.url, model: 'm' });
    await lostOne.close();
    expect(lostOne.requests).toHaveLength(2);
    expect(retried.texts.generator).toBe('extractive');
  });

  it('keeps a model’s „no EU angle“ (why: null) rather than a template line, and lists the outlets its text names', async () => {
    const whyLine = /Warum das für Europa zählt:|Der europäische Blick:|Was das mit der EU zu tun hat:/;
    // The reports name an EU actor (the ECB): the extractive caption says why it matters.
    expect(generateExtractive(ecb).instagramText).toMatch(whyLine);
    const fake = await startFakeLlm({ validContent: citing(ecb, null) });
    const r = await generateWithLlm(ecb, { baseUrl: fake.url, model: 'm' });
    await fake.close();
    expect(r.texts.generator).toBe('llm');
    expect(r.texts.instagramText).not.toMatch(whyLine);

    // A sentence citing the given outlet's report by its number in the prompt, and an answer made of such.
    const quoting =
      (prompt: string) =>
      (sentence: string, source = 'tagesschau', text = sentence) => ({
        text,
        sources: [{ article: Number(new RegExp(`\\[(\\d+)\\] ${source}`).exec(prompt)![1]), sentence }],
      });
    const answering = (sentences: (cite: ReturnType<typeof quoting>) => Record<string, unknown>) =>
      startFakeLlm({
        validContent: (prompt: string) => ({ ...citing(ecb, null)(prompt), ...sentences(quoting(prompt)) }),
      });
    const own = articleSentences(ecb.story.articles.find((a) => a.source === 'tagesschau')!).filter(
      (x) => x.length > 30,
    );
    const generated = async (fake: Awaited<ReturnType<typeof startFakeLlm>>) => {
      const r = await generateWithLlm(ecb, { baseUrl: fake.url, model: 'm' });
      await fake.close();
      return r.texts.instagramText;
    };

    // Every outlet the text names is in the sources line, though its sentence cites another report.
    const withNamed = await generated(
      await answering((at) => ({
        hook: at(own[0]),
        facts: [at(own[1]), at(own[2], 'tagesschau', 'Die Notenbank will laut SPIEGEL die Inflation weiter senken.')],
      })),
    );
    expect(withNamed).toContain('laut SPIEGEL');
    expect(withNamed).toMatch(/Quellen: .*DER SPIEGEL/);

    // A sentence that names its outlet is credited to it alone, though it cites another report as well (for a
    // name or a role): the other outlet is neither added to it nor listed, where no sentence names it.
    const spiegelSentence = articleSentences(ecb.story.articles.find((a) => a.source === 'DER SPIEGEL')!)[0];
    const withSecondSource = await generated(
      await answering((at) => {
        const hook = at(own[0], 'tagesschau', `${own[0].replace(/\.$/, '')} (tagesschau).`);
        return {
          hook: { ...hook, sources: [...hook.sources, ...at(spiegelSentence, 'DER SPIEGEL').sources] },
          facts: [at(own[1]), at(own[2])],
        };
      }),
    );
    expect(withSecondSource).toContain(`${own[0].replace(/\.$/, '')} (tagesschau).`);
    expect(withSecondSource).not.toMatch(/SPIEGEL/);
    // Naming none, it is credited to the report it cites first.
    const unnamed = await generated(
      await answering((at) => {
        const hook = at(own[0]);
        return {
          hook: { ...hook, sources: [...hook.sources, ...at(spiegelSentence, 'DER SPIEGEL').sources] },
          facts: [at(own[1]), at(own[2])],
        };
      }),
    );
    expect(unnamed).not.toMatch(/SPIEGEL/);

    // The model's why line counts with its citations when it reports what they say, like a fact; one that explains
    // in its own words lists no outlet only it cites.
    const spiegel = ecb.story.articles.find((a) => a.source === 'DER SPIEGEL')!;
    const inflation = articleSentences(spiegel).find((x) => x.includes('Inflation'))!;
    const withWhy = await generated(
      await answering((at) => ({
        hook: at(own[0]),
        facts: [at(own[1]), at(own[2])],
        why: at(inflation, 'DER SPIEGEL'),
      })),
    );
    expect(withWhy).toContain('Die Inflation im Euroraum liegt bei 2,6 Prozent');
    expect(withWhy).toMatch(/Quellen: .*DER SPIEGEL/);
    const explaining = 'Über den Leitzins entscheidet die EZB für alle Länder mit dem Euro.';
    const withExplanation = await generated(
      await answering((at) => ({
        hook: at(own[0]),
        facts: [at(own[1]), at(own[2])],
        why: at(inflation, 'DER SPIEGEL', explaining),
      })),
    );
    expect(withExplanation).toContain(explaining);
    expect(withExplanation).toMatch(/Quellen: tagesschau\n?$/);
  });

  it('keeps a why line that explains the EU’s part in its own words, naming institutions its citation does not', async () => {
    const why = 'Die EZB entscheidet für alle Euro-Länder der EU über den Leitzins.';
    const fake = await startFakeLlm({
      validContent: (prompt: string) => {
        const answer = citing(ecb, null)(prompt);
        return { ...answer, why: { text: why, sources: answer.hook.sources } };
      },
    });
    const r = await generateWithLlm(ecb, { baseUrl: fake.url, model: 'm' });
    await fake.close();
    expect(r.dropped).toEqual([]);
    expect(r.texts.instagramText).toContain('Die EZB entscheidet für alle Euro-Länder der EU über den Leitzins');
  });

  it('drops a sentence that says a fact again, not one that qualifies it', async () => {
    const own = articleSentences(ecb.story.articles.find((a) => a.source === 'tagesschau')!).filter(
      (x) => x.length > 30,
    );
    const plan = own.find((x) => x.includes('Inflation'))!;
    const withSecond = async (second: string) => {
      const fake = await startFakeLlm({
        validContent: (prompt: string) => {
          const n = Number(/\[(\d+)\] tagesschau/.exec(prompt)![1]);
          const at = (text: string, sentence = text) => ({ text, sources: [{ article: n, sentence }] });
          return { ...citing(ecb, null)(prompt), hook: at(own[0]), facts: [at(plan), at(second, plan)] };
        },
      });
      const r = await generateWithLlm(ecb, { baseUrl: fake.url, model: 'm' });
      await fake.close();
      return r.texts.review?.dropped.map((d) => d.reason) ?? [];
    };
    expect(await withSecond('Die Notenbank will laut tagesschau die Inflation im Euroraum weiter senken.')).toEqual([
      'doppelt',
    ]);
    expect(
      await withSecond('Die Notenbank würde die Inflation im Euroraum laut tagesschau aber nicht so bald senken.'),
    ).toEqual([]);
  });

  it('asks again for a hook that failed the check, rather than opening the caption with a fact', async () => {
    let calls = 0;
    const fake = await startFakeLlm({
      validContent: (prompt: string) => {
        const answer = citing(ecb, null)(prompt);
        calls++;
        // Three facts hold besides the failing hook: enough to open with one of them, which is not done.
        const failing = { ...answer.hook, text: 'Die EZB senkt den Leitzins um 4711 Punkte.' };
        return calls === 1 ? { ...answer, hook: failing, facts: [...answer.facts, answer.hook] } : answer;
      },
    });
    const r = await generateWithLlm(ecb, { baseUrl: fake.url, model: 'm' });
    await fake.close();
    expect(fake.requests).toHaveLength(2);
    const messages = (fake.requests[1].body as { messages: { content: string }[] }).messages;
    expect(messages.at(-1)!.content).toMatch(/„Die EZB senkt den Leitzins um 4711 Punkte\.“: nicht belegt: 4711/);
    expect(r.texts.generator).toBe('llm');
    const { hook } = citing(ecb, null)(messages[1].content);
    expect(r.texts.instagramText.split('\n\n')[0]).toContain(hook.text.replace(/\.$/, ''));
  });

  it('knows a name the answer introduced before: the model resolves a cited „Er“, as the prompt asks', async () => {
    // tagesschau, 20 December 2024 (shortened).
    const asylum = rankStories(
      clusterArticles([
        germanArticle(
          'r1',
          'tagesschau',
          'Flüchtiger polnischer Ex-Vize-Minister bekommt Asyl in Ungarn',
          'Marcin Romanowski war Vize-Justizminister der PiS-Regierung in Polen. Er soll Gelder veruntreut haben und wird per Interpol-Haftbefehl gesucht. Ministerpräsident Donald Tusk reagiert scharf.',
          '2024-12-20T10:00:00Z',
        ),
      ]),
      { asOf: new Date('2024-12-20T20:00:00Z') },
    )[0];
    const answerWith = (second: string) => (prompt: string) => {
      const at = (text: string, sentence: string) => ({ text, sources: [{ article: 1, sentence }] });
      return {
        ...citing(asylum, null)(prompt),
        hook: at(
          'Marcin Romanowski, einst Vize-Justizminister der PiS-Regierung in Polen, hat Asyl in Ungarn bekommen (tagesschau).',
          'Marcin Romanowski war Vize-Justizminister der PiS-Regierung in Polen.',
        ),
        facts: [
          at(
            `${second} soll laut tagesschau Gelder veruntreut haben.`,
            'Er soll Gelder veruntreut haben und wird per Interpol-Haftbefehl gesucht.',
          ),
          at(
            'Polens Ministerpräsident Donald Tusk reagierte laut tagesschau scharf.',
            'Ministerpräsident Donald Tusk reagiert scharf.',
          ),
        ],
      };
    };
    const run = async (second: string) => {
      const fake = await startFakeLlm({ validContent: answerWith(second) });
      const r = await generateWithLlm(asylum, { baseUrl: fake.url, model: 'm' });
      await fake.close();
      return r;
    };
    const resolved = await run('Romanowski');
    expect(resolved.texts.generator).toBe('llm');
    expect(resolved.dropped).toEqual([]);
    expect(resolved.texts.instagramText).toContain('Romanowski soll laut tagesschau Gelder veruntreut haben');
    // A name no earlier sentence gave is still the model's invention.
    const swapped = await run('Tusk');
    expect(swapped.dropped.map((d) => d.unsupported)).toContainEqual(['Tusk']);
  });

  it('titles the card and sharepic 1 with the model’s title when its names and numbers are the story’s', async () => {
    const titled = (title: string) => async () => {
      const fake = await startFakeLlm({ validContent: (prompt: string) => ({ ...citing(ecb, null)(prompt), title }) });
      const r = await generateWithLlm(ecb, { baseUrl: fake.url, model: 'm' });
      await fake.close();
      return r.texts.title;
    };
    expect(await titled('EZB senkt den Leitzins um 0,25 Prozentpunkte')()).toBe(
      'EZB senkt den Leitzins um 0,25 Prozentpunkte',
    );
    // An invented number keeps the lead's headline.
    expect(await titled('EZB senkt den Leitzins um 0,75 Prozentpunkte')()).toBe(generateExtractive(ecb).title);

    // Over English reports, a German title with the story's names is used: the card does not show English.
    const english = (id: string, source: string, title: string, description: string) => ({
      ...germanArticle(id, source, title, description, '2024-06-10T09:00:00Z'),
      language: 'en' as const,
      country: 'BE',
    });
    const abroad = rankStories(
      clusterArticles([
        english(
          'v1',
          'POLITICO Europe',
          'Von der Leyen aims for a second term but still needs a deal',
          'The European Commission presidency is hanging in the balance after the EU election. Ursula von der Leyen needs a majority in the European Parliament. Her party won the most seats in the election.',
        ),
        english(
          'v2',
          'Financial Times',
          'Von der Leyen treads narrow path to second term',
          'The EU election result squeezes the Commission president’s options for a majority in the parliament. Von der Leyen needs the support of at least 361 lawmakers in Strasbourg.',
        ),
      ]),
      { asOf: new Date('2024-06-10T20:00:00Z') },
    )[0];
    const germanTitle = async (title: string) => {
      const fake = await startFakeLlm({
        validContent: (prompt: string) => ({ ...citing(abroad, null)(prompt), title }),
      });
      const r = await generateWithLlm(abroad, { baseUrl: fake.url, model: 'm' });
      await fake.close();
      return r.texts;
    };
    const used = await germanTitle('Zweite Amtszeit für von der Leyen? Ein schmaler Weg');
    expect(used.generator).toBe('llm');
    expect(used.title).toBe('Zweite Amtszeit für von der Leyen? Ein schmaler Weg');
    expect((await germanTitle('Zweite Amtszeit für von der Leyen mit 500 Stimmen?')).title).not.toContain('500');
  });

  it('states that the place of the news is EU territory, though the model saw no EU actor', async () => {
    const mayotte = rankStories(
      clusterArticles([
        germanArticle(
          'm1',
          'tagesschau',
          'Mayotte: Verzweifelte Lage in Krankenhäusern nach Zyklon Chido',
          'Auf Mayotte fehlt es nach dem Zyklon an Wasser und Strom. Die Krankenhäuser der Insel sind überfüllt, berichten Ärzte. Frankreich schickt weitere Helfer in das Überseegebiet.',
          '2024-12-20T10:00:00Z',
        ),
      ]),
      { asOf: new Date('2024-12-20T20:00:00Z') },
    )[0];
    const fake = await startFakeLlm({ validContent: citing(mayotte, null) });
    const r = await generateWithLlm(mayotte, { baseUrl: fake.url, model: 'm' });
    await fake.close();
    expect(r.texts.generator).toBe('llm');
    expect(r.texts.instagramText).toMatch(/Mayotte gehört .*zur Europäischen Union/);
  });

  it('rejects invented facts, retries once naming the failing words, then falls back and keeps the reason', async () => {
    llm.setMode('invented_facts');
    const before = llm.requests.length;
    const r = await generateWithLlm(magdeburg, config());
    expect(llm.requests.length - before).toBe(2);
    const retry = (llm.requests.at(-1)!.body as { messages: { role: string; content: string }[] }).messages;
    // The retry says which sentences failed and why.
    expect(retry.at(-1)!.content).toMatch(
      /„Bundeskanzler Olaf Scholz und Giorgia Meloni haben sich geeinigt\.“: nicht belegt: /,
    );
    expect(r.texts.generator).toBe('extractive');
    expect(r.fallbackReason).toMatch(/nicht belegt/);
    expect(r.texts.review?.llm?.fallbackReason).toBe(r.fallbackReason);
    expect(r.texts.review?.dropped.some((d) => /Meloni/.test(d.sentence))).toBe(true);
    expect(r.texts.instagramText).not.toMatch(/Meloni/);
  });

  it('falls back on invalid JSON, a failing server and a server that never answers', async () => {
    for (const mode of ['invalid_json', 'failing', 'slow'] as const) {
      llm.setMode(mode);
      const r = await generateWithLlm(magdeburg, { ...config(), timeoutMs: 300 });
      expect(r.texts.generator).toBe('extractive');
      expect(r.texts.editSuggestions[0]).toMatch(/Sprachmodell/);
      if (mode === 'slow') expect(r.fallbackReason).toBe('Zeitüberschreitung');
    }
  });
});
