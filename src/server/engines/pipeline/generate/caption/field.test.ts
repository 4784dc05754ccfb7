import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { storyOf } from '../../cluster';
import { normaliseArticle } from '../../normalise';
import { parseFeedBytes } from '../../parse-feed';
import { rankStories } from '../../rank';
import type { Article, RankedStory } from '../../types';
import { captionParts } from '../../eval/text-quality';
import { generateExtractive } from '../extractive';
import { hookAndFacts } from './facts';
import { captionField, fieldTerms } from './field';

// The shipped demo day (21 December 2024): seven German feeds.
const snapshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../features/demo/snapshots');
const demo: Article[] = readdirSync(snapshotDir)
  .filter((f) => f.endsWith('.xml'))
  .flatMap((f) => {
    const parsed = parseFeedBytes(new Uint8Array(readFileSync(path.join(snapshotDir, f))), f.replace(/_2024.*$/, ''));
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.items.map((i) =>
      normaliseArticle(
        { ...i, source: f.replace(/_2024.*$/, '') },
        { country: 'DE', fallbackDate: '2024-12-21T18:00:00Z' },
      ),
    );
  })
  .filter((a): a is Article => a !== null);
const demoStory = (pattern: RegExp) => demo.filter((a) => pattern.test(a.title));
const demoArticle = (title: string) => demo.find((a) => a.title.startsWith(title))!;

let n = 0;
// Reports of the June 2024 collection, as the feeds delivered them.
const june = (source: string, title: string, description: string, language: 'de' | 'en' = 'de'): Article => ({
  id: `june-${++n}`,
  source,
  country: language === 'de' ? 'DE' : 'EU',
  language,
  title,
  description,
  url: `https://example.org/june-${n}`,
  canonicalUrl: `https://example.org/june-${n}`,
  publishedAt: `2024-06-0${Math.min(9, 3 + (n % 7))}T10:00:00Z`,
});

const ranked = (articles: Article[]): RankedStory =>
  rankStories([storyOf(articles)], { asOf: new Date('2024-12-21T19:00:00Z') })[0]!;

describe('the policy field behind „why it matters“', () => {
  it('reads whole words in base form: a Christmas market is no market, a car no industry', () => {
    expect([...fieldTerms('Anschlag auf den Weihnachtsmarkt: Ein Auto raste in die Menge', 'de').keys()]).toEqual([]);
    expect([...fieldTerms('Ukraine can strike Russian targets', 'en').keys()]).toEqual([]);
    expect(fieldTerms('Die Wahlen in Frankreich', 'de').get('elections')?.word).toBe('Wahlen');
    expect(fieldTerms('EU to impose tariffs on Chinese cars', 'en').get('trade')?.word).toBe('tariffs');
  });

  it('Magdeburg attack: no field is clearly supported, so no single-market sentence', () => {
    // The story as the demo day clusters it; "Auto" in three teasers used to make it an economy story.
    const articles = [
      'DFB-Sport-Geschäftsführer Rettig kritisiert WM in Saudi-Arabien',
      'Magdeburg-Anschlag: Saudi-Arabien beantragte Auslieferung',
      'Anschlag auf Weihnachtsmarkt in Magdeburg: Was ist bekannt?',
      'Warnhinweis ignoriert?: Saudi-Arabien beantragte Auslieferung',
      'Anschlag in Magdeburg: Video soll Festnahme des Verdächtigen zeigen',
      'Magdeburger Weihnachtsmarkt: Was wir über Anschlag und Verdächtigen wissen',
      'Magdeburg-Anschlag aktuell: Fünf Menschen tot',
      'Arzt, Islamkritiker und Musk-Fan',
      'Magdeburg - Polizei: Täter nutzte Rettungszufahrt',
    ].map(demoArticle);
    expect(articles.every(Boolean)).toBe(true);
    expect(articles.filter((a) => /\bAuto\b/.test(a.description)).length).toBeGreaterThanOrEqual(2);
    const lead = demoArticle('Arzt, Islamkritiker und Musk-Fan');
    expect(captionField(lead, articles).field).toBe('general');
    const t = generateExtractive(ranked(articles));
    expect(t.instagramText).not.toMatch(/Binnenmarkt|Arbeitsplätze/);
  });

  it('„Einkommen: … Lebensstandard im EU-Vergleich“ in a cluster of election reports: economy, not elections', () => {
    const income = june(
      'DER SPIEGEL - Schlagzeilen',
      'Einkommen: So hoch ist Ihr Lebensstandard im EU-Vergleich',
      'Haben die Deutschen einen höheren Lebensstandard als die Dänen oder Franzosen? Und wo stehen Sie persönlich? Forscher haben eine interaktive Grafik erstellt, die Antworten gibt. Hier können Sie sie ausprobieren.',
    );
    const elections = [
      june(
        'Le Monde (English)',
        'EU elections poll: Far right consolidates lead in France',
        "In the final stretch before the vote, the Rassemblement National's Jordan Bardella continues to rise, reaching 33% of voting intentions, while Macron's governing coalition falls back to 16% and the Socialists stand at 14.5%, a Le Monde poll shows.",
        'en',
      ),
      june(
        'POLITICO Europe',
        'When to vote in the EU election: A country-by-country guide',
        "Don't get lost in the EU election maze.",
        'en',
      ),
      june(
        'POLITICO Europe',
        'The European Parliament has changed your life — really. Here’s how.',
        'As Europe gears up to vote in the EU election, we look at what the last crop of MEPs did for you.',
        'en',
      ),
      june(
        'DER SPIEGEL - Schlagzeilen',
        'Frankreich: Premier Gabriel Attal blamiert Parteikollegin Valérie Hayer mit Spontanauftritt bei Debatte',
        'Valérie Hayer wollte bei einer Debatte mit den Spitzenkandidaten der Europawahl überzeugen, da platzte Premier Attal auf die Bühne. Er sei gekommen, um ihr »Mut zu machen«. Die Konkurrenz stürzt sich auf den Macho-Auftritt.',
      ),
    ];
    const choice = captionField(income, [...elections, income]);
    expect(choice.field).toBe('economy');
    expect(choice.related).toEqual([income]);

    // One teaser is all the story has on this: its question opens, its statement follows, nothing is padded; the
    // English reports of the cluster are about the election, so they are not named as reporting on it.
    const t = generateExtractive({ ...ranked([...elections, income]) });
    const parts = captionParts(t.instagramText);
    expect(parts.hook).toBe('Haben die Deutschen einen höheren Lebensstandard als die Dänen oder Franzosen?');
    expect(t.instagramText).toContain('Forscher haben eine interaktive Grafik erstellt, die Antworten gibt.');
    expect(t.instagramText).not.toMatch(/Wahlen|internationale Medien/);
    expect(t.instagramText.length).toBeLessThan(400);
    expect(t.thin).toBe(true);
    expect(t.editSuggestions.join(' ')).toMatch(/zu wenig/);
  });

  it('accession talks for Ukraine and Moldova: enlargement, not the war, and a question that fits', () => {
    const lead = june(
      'DER SPIEGEL - Schlagzeilen',
      'Ukraine: EU-Kommission gibt grünes Licht für Beitrittsgespräche',
      'Die Ukraine und Moldau können nach dem Willen Brüssels Beitrittsverhandlungen mit der EU beginnen, Reformschritte seien erkennbar. Der Entscheid muss allerdings einstimmig fallen – Ungarn bremst.',
    );
    const politico = june(
      'POLITICO Europe',
      'Ukraine and Moldova ready to start negotiations to join the EU, Commission says',
      '"All the steps have been met by the two countries," a Commission spokesperson said.',
      'en',
    );
    expect(captionField(lead, [lead, politico]).field).toBe('enlargement');
    const t = generateExtractive(ranked([lead, politico]));
    expect(t.instagramText).toMatch(/über die Aufnahme neuer Mitglieder|ein Beitritt braucht die Zustimmung/);
    expect(t.instagramText).toMatch(/Wie groß sollte die EU werden\?|bevor es der EU beitritt\?/);
  });

  it('Mirage jets for Ukraine: security, though „Präsident“ stands in every report', () => {
    const lead = june(
      'DER SPIEGEL - Schlagzeilen',
      'Ukraine-Krieg: Frankreich liefert Mirage 2000-Kampfjets an Ukraine',
      'Frankreichs Präsident Macron hat der Ukraine Kampfjets vom Typ Mirage 2000-5 versprochen. Wann und wie viele geliefert werden sollen, ist bislang unklar.',
    );
    const others = [
      june(
        'POLITICO Europe',
        'France will send Mirage fighter jets to Ukraine, Macron says',
        'Paris wants to train 4,500 Ukrainian service personnel.',
        'en',
      ),
      june(
        'DER SPIEGEL - Schlagzeilen',
        'Emmanuel Macron: Frankreichs Präsident kündigt Mirage-Kampfflugzeuge für die Ukraine an',
        'Am Abend der D-Day-Gedenkfeiern in der Normandie kündigt Frankreichs Präsident Emmanuel Macron überraschend die Lieferung von Mirage-Kampfflugzeugen an die Ukraine an. Was hinter der Entscheidung steht.',
      ),
    ];
    expect(captionField(lead, [...others, lead]).field).toBe('security');
  });

  it('Western military trainers: security, not the energy reports that share the cluster', () => {
    const lead = june(
      'DER SPIEGEL - Schlagzeilen',
      'Ukraine-Krieg: Emmanuel Macron plant Bündnis zur Entsendung westlicher Militärausbilder',
      'Frankreichs Präsident Macron plant zur Unterstützung der Ukraine im Krieg gegen Russland ein Bündnis zur Entsendung westlicher Militärausbilder. Die USA wollen dabei nicht mitmachen.',
    );
    const others = [
      june(
        'EL PAÍS in English',
        'Russian attacks on power grid provoke the worst energy crisis of the war in Ukraine',
        'Air strikes have left the country with less than half of its electricity generation capacity, leading to daily power outages of 10 hours or more, a situation experts say will deteriorate further ahead of winter',
        'en',
      ),
      june(
        'The Moscow Times',
        'Zelensky Says Russia Destroyed Half of Ukraine’s Energy Capacity',
        'Months of Russian strikes have caused severe power shortages in Ukraine, leading to regular blackouts, President Zelensky said.',
        'en',
      ),
      june(
        'DER SPIEGEL - Schlagzeilen',
        'Joe Biden und Emmanuel Macron sichern Ukraine weitere Unterstützung zu',
        'Bei einem Staatsbesuch haben Joe Biden und Emmanuel Macron ihre Geschlossenheit bei der Unterstützung der Ukraine betont. Ihre Uneinigkeit über das Entsenden von Militärausbildern klammerten sie aus.',
      ),
    ];
    expect(captionField(lead, [...others, lead]).field).toBe('security');
  });

  it('hostages freed in Gaza: security, not the election results clustered with it', () => {
    const lead = june(
      'DER SPIEGEL - Schlagzeilen',
      'Israel-Gaza-Krieg: EU-Außenpolitiker spricht nach Befreiung israelischer Geiseln von »Massaker«',
      'Bei der Rettung der vier Geiseln aus dem Gazastreifen sind zahlreiche Zivilisten gestorben. Zu genauen Zahlen machen die Kriegsparteien verschiedene Angaben. International wächst die Kritik am Vorgehen Israels.',
    );
    const others = [
      june(
        'DER SPIEGEL - Schlagzeilen',
        'Israel-Gaza-Krieg: IDF rettet vier Hamas-Geiseln aus Gazastreifen',
        'In einer Sonderoperation hat die israelische Armee vier Geiseln befreit, die während des Nova-Musikfestivals von der Hamas entführt wurden. Sie wurden im Flüchtlingslager Nuseirat festgehalten – und sollen sich in guter Verfassung befinden.',
      ),
      june(
        'DER SPIEGEL - Schlagzeilen',
        'Europawahl: AfD schließt EU-Spitzenkandidat Maximilian Krah aus eigener Delegation aus',
        'Nach der Europawahl hat die AfD ihre Delegation für das neue EU-Parlament gebildet. Nun entschied sie, ihren EU-Spitzenkandidaten Maximilian Krah auszuschließen. Dieser reklamiert derweil den AfD-Wahlerfolg für sich.',
      ),
      june(
        'POLITICO Europe',
        'Borrell condemns ‘bloodbath’ in Gaza as death toll from Israeli hostage raid soars',
        "More than 270 Palestinians were reportedly killed in Saturday's raid to free 4 hostages in the Gaza Strip.",
        'en',
      ),
    ];
    expect(captionField(lead, [...others, lead]).field).toBe('security');
  });

  it('the demo day: a reactor is climate, the front is security, a celebration has no field', () => {
    const field = (pattern: RegExp, title: string) => captionField(demoArticle(title), demoStory(pattern)).field;
    expect(field(/Flamanville/, 'Atomkraft: Frankreich schließt Reaktor Flamanville 3')).toBe('climate');
    expect(field(/Ukraine/, 'Ukraine-Krieg: Was ich auf den Reisen entlang der Front lernte')).toBe('security');
    expect(field(/Stonehenge|Wintersonnenwende/, 'Stonehenge: Tausende feiern Wintersonnenwende')).toBe('general');
  });

  it('without a field, the reason names the member state the story names', () => {
    const articles = demoStory(/Melnyk/);
    expect(captionField(articles[0], articles).field).toBe('general');
    expect(generateExtractive(ranked(articles)).instagramText).toMatch(/Deutschland gehört zur EU/);
  });
});

describe('facts from more than one outlet', () => {
  it('Stonehenge: the Deutschlandfunk report of the same event speaks, although its teaser names no title word', () => {
    const lead = demoArticle('Stonehenge: Tausende feiern Wintersonnenwende');
    // A loose cluster: the same event from three outlets, and an unrelated report that must not be cited.
    const articles = [
      ...demoStory(/Stonehenge|Wintersonnenwende/),
      demoArticle('Türkei: Ein Toter bei Lawinenunglück'),
    ];
    const { hook, facts } = hookAndFacts(lead, articles);
    const cited = [hook, ...facts].flatMap((s) => s.sources);
    expect(new Set(cited.map((c) => c.outlet)).size).toBeGreaterThanOrEqual(2);
    expect(facts.map((f) => f.text)).toContain('Heute ist auf der Nordhalbkugel der Erde der kürzeste Tag des Jahres.');
    expect(cited.map((c) => c.outlet)).not.toContain(undefined);
    expect(cited.some((c) => /Lawine|Türkei/.test(c.sentence))).toBe(false);
    expect(new Set(facts.map((f) => f.text)).size).toBe(facts.length);
    for (const f of facts) expect(f.sources).toHaveLength(1);
  });
});
