/**
 * npm run eval:texts [-- --data <dir>] [--verbose]   (data folder: see bench/dataset-dir.ts)
 * Replays both weeks of the 2024 European election collection day by day (one store, one run per day, as
 * deployed) and measures every caption the week ends with: hook, facts and the outlets they come from,
 * recorded sources, defects, hashtags, length, Amstad readability, and how much the week's topics overlap.
 */
import { demoSources } from '../src/server/features/demo';
import { createMemoryPorts } from '../src/server/engines/pipeline/memory-ports';
import { runPipeline } from '../src/server/engines/pipeline/run-pipeline';
import { euInstitutionTerms, memberStateTerms } from '../src/server/engines/pipeline/lexicon';
import { splitSentences, tokenize } from '../src/server/engines/pipeline/text/tokenize';
import {
  amstad,
  captionDefects,
  captionParts,
  isEntityOrTopicTag,
  outletsOf,
  overlap,
} from '../src/server/engines/pipeline/eval/text-quality';
import { pipelineMessages } from '../src/server/engines/pipeline/messages';
import { datasetDir, datasetFile } from './dataset-dir';

const dataDir = datasetDir();
const verbose = process.argv.includes('--verbose');
const jsonl = datasetFile(dataDir, 'eu-election-weeks-2024/articles.jsonl');

// Policy topics people follow, independent of the generator's own word lists (base forms, lower case).
const topicWords = new Set(
  [
    ...[
      'europa',
      'eu',
      'europawahl',
      'wahl',
      'wahlen',
      'neuwahl',
      'neuwahlen',
      'parlament',
      'europaparlament',
      'kommission',
      'zinsen',
      'leitzins',
      'inflation',
      'wirtschaft',
      'haushalt',
      'schulden',
      'handel',
      'zölle',
      'strafzölle',
      'sanktionen',
      'asyl',
      'asylpolitik',
      'migration',
      'flucht',
      'grenzschutz',
      'abschiebung',
      'abschiebungen',
      'klimaschutz',
      'klima',
      'energie',
      'energiewende',
      'elektroautos',
      'eautos',
      'autoindustrie',
      'landwirtschaft',
      'agrarpolitik',
      'verteidigung',
      'sicherheit',
      'krieg',
      'frieden',
      'waffenstillstand',
      'demokratie',
      'rechtsstaat',
      'rechtsstaatlichkeit',
      'menschenrechte',
      'pressefreiheit',
      'digitalisierung',
      'datenschutz',
      'ki',
      'binnenmarkt',
      'euro',
      'eurozone',
      'erweiterung',
      'beitritt',
      'außenpolitik',
      'gesundheit',
      'rente',
      'bildung',
      'jugend',
      'erasmus',
      'regierung',
      'koalition',
      'rechtsextremismus',
      'populismus',
      'gipfel',
      'europäisch',
      'union',
      'nahost',
      'gaza',
      'geiseln',
    ],
    ...euInstitutionTerms,
    ...memberStateTerms,
  ].map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')),
);

const { ports, items, articles } = createMemoryPorts([
  { name: 'eu-election-weeks-2024', url: jsonl, language: 'en', country: '' },
]);
const days = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2024, 5, 3 + i)).toISOString().slice(0, 10));
for (const day of days) await runPipeline({ asOf: new Date(`${day}T21:59:00Z`) }, ports);

// The demo day (21 Dec 2024): German reports from several outlets, shipped with the repository, under the
// outlet names the demo gallery shows.
const demo = createMemoryPorts(demoSources);
await runPipeline({ asOf: new Date('2024-12-21T19:00:00Z') }, demo.ports);

const all = [...articles.values(), ...demo.articles.values()];
// Names keep their capital in English text; German nouns have none there.
const englishCapitalised = new Set(
  all
    .filter((a) => a.language === 'en')
    .flatMap((a) => tokenize(`${a.title}. ${a.description}`))
    .filter((t) => !t.sentenceStart && /^\p{Lu}/u.test(t.raw))
    .map((t) => t.raw.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')),
);

const pct = (x: number) => `${Math.round(x * 100)} %`;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const totals = {
  captions: 0,
  hookDiffers: 0,
  facts: [] as number[],
  outlets: [] as number[],
  sentences: 0,
  recorded: 0,
  found: 0,
  defects: {} as Record<string, number>,
  tags: [] as number[],
  multiOutletStories: 0,
  multiOutletCaptions: 0,
  goodTags: 0,
  allTags: 0,
  lengths: [] as number[],
  amstad: [] as number[],
  thin: 0,
};

function evaluateWeek(label: string, weekItems: typeof items) {
  console.log(`\n=== ${label}: ${weekItems.length} Themen`);
  const sentenceUse = new Map<string, number>();
  for (const item of weekItems)
    for (const s of new Set(splitSentences(item.draft.instagramText).map((x) => x.trim())))
      sentenceUse.set(s, (sentenceUse.get(s) ?? 0) + 1);
  const contentSets: Set<string>[] = [];
  for (const item of weekItems) {
    const { draft } = item;
    const caption = draft.instagramText;
    const parts = captionParts(caption);
    const prose = [parts.hook, ...parts.body].flatMap((p) => splitSentences(p));
    const factOutlets = prose.map((s) => outletsOf(s, all));
    const facts = factOutlets.filter((o) => o.length > 0).length;
    const outlets = new Set(factOutlets.flat()).size;
    // Facts can come from several outlets only when the story itself has German reports from several (not
    // merely outlets that publish German elsewhere in the data).
    const storyIds = new Set(draft.storyArticleIds);
    const germanOutlets = new Set(all.filter((a) => storyIds.has(a.id) && a.language === 'de').map((a) => a.source))
      .size;
    if (germanOutlets >= 2) totals.multiOutletStories++;
    if (germanOutlets >= 2 && outlets >= 2) totals.multiOutletCaptions++;
    // Stating sentences (hook, facts, opinion, context) with at least one recorded source.
    const stating = (draft.captionSentences ?? []).filter((x) => x.role !== 'closing');
    const recordedSources = stating.filter((x) => x.sources.length > 0).length;
    const statingCount = stating.length || prose.length;
    const defects = captionDefects(caption, draft.title);
    for (const s of prose)
      if ((sentenceUse.get(s.trim()) ?? 0) > 2) defects.push({ defect: 'shared' as never, text: s });
    const good = parts.hashtags.filter((t) => isEntityOrTopicTag(t, topicWords, englishCapitalised));
    const readability = amstad([parts.hook, ...parts.body].join(' '));
    // The headline without its kicker („Einkommen: So hoch …“ → „So hoch …“) is still the title.
    const plain = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    const titleCore = plain(draft.title.split(/:\s+|\s+[-–]\s+/).at(-1) ?? draft.title);
    const hookDiffers = !plain(parts.hook).startsWith(plain(draft.title)) && plain(parts.hook) !== titleCore;

    // The generator says when a story's articles carry too little for 400 characters (it does not pad).
    const thin = (draft.recommendationEditSuggestions ?? []).includes(pipelineMessages.generate.captionThin);
    totals.thin += thin ? 1 : 0;
    totals.captions++;
    totals.hookDiffers += hookDiffers ? 1 : 0;
    totals.facts.push(facts);
    totals.outlets.push(outlets);
    totals.sentences += statingCount;
    totals.recorded += recordedSources;
    totals.found += facts;
    for (const d of defects) totals.defects[d.defect] = (totals.defects[d.defect] ?? 0) + 1;
    totals.tags.push(parts.hashtags.length);
    totals.goodTags += good.length;
    totals.allTags += parts.hashtags.length;
    totals.lengths.push(caption.length);
    totals.amstad.push(readability);
    contentSets.push(
      new Set(
        tokenize(`${draft.title} ${prose.filter((_, i) => factOutlets[i].length).join(' ')}`)
          .filter((t) => /^\p{Lu}/u.test(t.raw) && !t.sentenceStart && t.raw.length > 3 && !t.raw.startsWith('#'))
          .map((t) => t.lower),
      ),
    );

    console.log(`\n- ${draft.title}`);
    console.log(
      `  Hook ${parts.hook.length} Zeichen (${hookDiffers ? 'anders als der Titel' : 'wiederholt den Titel'}) · Sätze aus Quellen ${facts}, aus ${outlets} ${outlets === 1 ? 'Medium' : 'Medien'} · Belege gespeichert ${recordedSources}/${statingCount} Aussagesätze · Hashtags ${parts.hashtags.length} (${good.length} Namen/Themen) · Länge ${caption.length} · Amstad ${readability.toFixed(0)}`,
    );
    if (defects.length)
      console.log(
        `  Mängel: ${defects.map((d) => `${d.defect} „${d.text.slice(0, 60)}“`).join('; ')}${thin ? ' · vom Generator als zu dünn gemeldet' : ''}`,
      );
    if (verbose) console.log(caption.replace(/^/gm, '    | '));
  }
  const pairs: number[] = [];
  let worst = { value: 0, a: '', b: '' };
  for (let i = 0; i < weekItems.length; i++)
    for (let j = i + 1; j < weekItems.length; j++) {
      const v = overlap(contentSets[i], contentSets[j]);
      pairs.push(v);
      if (v > worst.value) worst = { value: v, a: weekItems[i].draft.title, b: weekItems[j].draft.title };
    }
  console.log(
    `\n  Themen-Überlappung (Jaccard der Namen/Nomen): Mittel ${mean(pairs).toFixed(2)}, höchste ${worst.value.toFixed(2)} („${worst.a}“ ~ „${worst.b}“)`,
  );
}

for (const week of ['2024-W23', '2024-W24'])
  evaluateWeek(
    `Europawahl-Wochen, ${week}`,
    items.filter((i) => i.weekKey === week),
  );
evaluateWeek('Demo-Tag 21.12.2024 (mehrere deutschsprachige Medien)', demo.items);

console.log('\n=== Gesamt');
console.log(`Texte: ${totals.captions}`);
console.log(`Hook anders als der Titel: ${totals.hookDiffers}/${totals.captions}`);
console.log(
  `Faktensätze je Text: Mittel ${mean(totals.facts).toFixed(1)} · Medien je Text: Mittel ${mean(totals.outlets).toFixed(1)}, aus ≥ 2 Medien ${totals.multiOutletCaptions} von ${totals.multiOutletStories} Texten, deren Geschichte deutschsprachige Berichte aus ≥ 2 Medien hat`,
);
console.log(
  `Sätze mit gespeichertem Beleg: ${pct(totals.recorded / Math.max(1, totals.sentences))} (Ziel 100 %) · wörtlich in einer Quelle wiedergefunden: ${totals.found} Sätze`,
);
console.log(
  `Mängel: ${
    Object.entries(totals.defects)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'keine'
  } (Ziel 0) · als zu dünn gemeldet: ${totals.thin}`,
);
console.log(
  `Hashtags je Text: Mittel ${mean(totals.tags).toFixed(1)} · davon Namen/Themen ${pct(totals.goodTags / Math.max(1, totals.allTags))}`,
);
console.log(
  `Länge: Mittel ${mean(totals.lengths).toFixed(0)}, min ${Math.min(...totals.lengths)}, max ${Math.max(...totals.lengths)} (Ziel 400–1.500)`,
);
console.log(`Amstad-Lesbarkeit: Mittel ${mean(totals.amstad).toFixed(0)}`);
