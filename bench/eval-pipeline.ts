/**
 * npx tsx bench/eval-pipeline.ts [--data <dir>] [--fake-embeddings] [--weeks]   (data folder: see bench/dataset-dir.ts)
 * `--weeks` runs part 2 only.
 * With EMBEDDINGS_BASE_URL/EMBEDDINGS_MODEL, or --fake-embeddings (the deterministic local fake of the tests, to
 * check the wiring, not the quality), both parts run lexically and again with the embeddings blended in.
 * (0) the editorial flags on hand-labelled sentences, per part (bench/eval-flags.ts; `--flag-misses` lists errors);
 * (1) same-story quality on SemEval-2022 Task 8 (original pairs; tuned on training, reported on testing);
 * (2) the week's seven topics for each week of eu-election-weeks-2024, with their signals.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createMemoryPorts } from '../src/server/engines/pipeline/memory-ports';
import { runPipeline } from '../src/server/engines/pipeline/run-pipeline';
import { sameStoryThreshold } from '../src/server/engines/pipeline/similarity';
import { readSemeval, report, scorePairs } from '../src/server/engines/pipeline/eval/semeval';
import { type EmbeddingsConfig, embedTexts, embeddingsConfigFromEnv } from '../src/server/engines/pipeline/embeddings';
import { startFakeEmbeddings } from '../tests/fakes/embeddings';
import { datasetDir, datasetFile } from './dataset-dir';
import { printFlagScores } from './eval-flags';
import { demoRunInstants, demoSources } from '../src/server/features/demo';

const dataDir = datasetDir();

/** The targets set for same-story detection (docs/decisions/009-same-story-similarity.md explains the gaps). */
const targetR: Record<string, number> = { 'de-de': 0.7, 'en-en': 0.7, 'de-en': 0.5 };
const targetPrecision = 0.9;
const verdict = (value: number, target: number) =>
  `${value >= target ? 'erreicht' : 'verfehlt'}, Ziel ≥ ${target.toFixed(2)}`;

function printPairs(label: string, r: ReturnType<typeof report>) {
  console.log(`\n${label}`);
  for (const [lang, v] of Object.entries(r.byLang))
    console.log(
      `  ${lang}: n=${v.n}  Pearson r(similarity, −Overall) = ${v.r.toFixed(3)}  (${verdict(v.r, targetR[lang])})`,
    );
  console.log(
    `  same-story (threshold ${sameStoryThreshold}): precision ${r.precision.toFixed(3)} (${verdict(r.precision, targetPrecision)}), recall ${r.recall.toFixed(3)}  (gold same ${r.sameGold}, gold different ${r.differentGold})`,
  );
}

async function main() {
  console.log(`Daten: ${dataDir}`);
  if (process.argv.includes('--weeks')) return replayWeeks(null);
  printFlagScores(dataDir);
  datasetFile(dataDir, 'semeval2022-task8-hfl-sample/training_set.csv');
  datasetFile(dataDir, 'semeval2022-task8-hfl-sample/testing_set.csv');
  const { train, test } = readSemeval(dataDir);
  printPairs('SemEval-2022 Task 8, training (tuning set)', report(train, scorePairs(train), sameStoryThreshold));
  printPairs('SemEval-2022 Task 8, testing (reported)', report(test, scorePairs(test), sameStoryThreshold));
  // With an embeddings provider configured, the same pairs again with the semantic similarity blended in.
  const fake = process.argv.includes('--fake-embeddings') ? await startFakeEmbeddings() : null;
  const embeddings = fake ? { baseUrl: fake.url, model: 'fake' } : embeddingsConfigFromEnv(process.env);
  if (embeddings) {
    for (const [label, pairs] of [
      ['training', train],
      ['testing', test],
    ] as const) {
      const vectors = await embedTexts(
        pairs.flatMap((p) => [p.text1.slice(0, 2000), p.text2.slice(0, 2000)]),
        embeddings,
      );
      const byPair = pairs.map((_, i) => ({ text1: vectors[2 * i], text2: vectors[2 * i + 1] }));
      printPairs(
        `SemEval-2022 Task 8, ${label}, mit Embeddings (${embeddings.model})`,
        report(pairs, scorePairs(pairs, undefined, byPair), sameStoryThreshold),
      );
    }
  } else
    console.log(
      '\n(Embeddings nicht konfiguriert: EMBEDDINGS_BASE_URL/EMBEDDINGS_MODEL setzen, um sie zu vergleichen.)',
    );

  await replayWeeks(null);
  if (embeddings) await replayWeeks(embeddings);
  await fake?.close();
}

type Replay = Awaited<ReturnType<typeof replayDays>>;

/** Daily runs over `sources` at each instant, as deployed; remembers the day a run last wrote each item. */
async function replayDays(
  sources: Parameters<typeof createMemoryPorts>[0],
  instants: string[],
  embeddings: EmbeddingsConfig | null,
) {
  let today = '';
  const writtenOn = new Map<string, string>();
  const memory = createMemoryPorts(sources, {}, { embeddings: embeddings ?? undefined });
  const { ports, items } = memory;
  // Its newest report's age is measured on the day a run proposed the item (created it, or put it in the place
  // of another); a later run that updates the same topic does not propose it again.
  const write = ports.writeTopic;
  ports.writeTopic = async (w, draft) => {
    await write(w, draft);
    const item = items.find((i) => i.draft === draft);
    if (item && (w.kind !== 'update' || !writtenOn.has(item.id))) writtenOn.set(item.id, today);
  };
  for (const instant of instants) {
    today = instant;
    const summary = await runPipeline({ asOf: new Date(instant) }, ports);
    if (summary.embeddings?.startsWith('fehlgeschlagen')) console.log(`\n${instant}: Embeddings ${summary.embeddings}`);
  }
  return { ...memory, writtenOn };
}

/** Part 2: the daily replay of both June weeks and the demo days, lexical or with embeddings blended in. */
async function replayWeeks(embeddings: EmbeddingsConfig | null) {
  const jsonl = datasetFile(dataDir, 'eu-election-weeks-2024/articles.jsonl');
  const june = Array.from({ length: 14 }, (_, i) => `2024-06-${String(i + 3).padStart(2, '0')}T21:59:00Z`);
  const label = embeddings ? ` (mit Embeddings: ${embeddings.model})` : '';
  const election = await replayDays(
    [{ name: 'eu-election-weeks-2024', url: jsonl, language: 'en', country: '' }],
    june,
    embeddings,
  );
  for (const week of ['2024-W23', '2024-W24']) printWeek(election, week, week, label);
  const demo = await replayDays(demoSources, demoRunInstants, embeddings);
  printWeek(demo, '2024-W51', 'demo-2024-12-21', label);
}

function printWeek(replay: Replay, week: string, reference: string, label: string) {
  const { items, articles, writtenOn } = replay;
  const byId = new Map([...articles.values()].map((a) => [a.id, a]));
  const weekItems = items
    .filter((i) => i.weekKey === week)
    .sort((a, b) => (a.draft.weekRank ?? 9) - (b.draft.weekRank ?? 9));
  const followUps = weekItems.filter((i) => i.draft.followsNewsId).length;
  console.log(`\nWoche ${reference}${label}: ${weekItems.length} Themen, davon ${followUps} Fortsetzungen`);
  const picks = weekItems.map((item) => {
    const s = item.draft.recommendationSignals;
    const story = item.draft.storyArticleIds.map((id) => byId.get(id)).filter((a) => a !== undefined);
    // The newest report the story had on the day it was proposed (later reports came with later updates).
    const proposedAt = Date.parse(writtenOn.get(item.id) ?? '');
    // None when a later update put other reports in the topic's place: its age at proposal is then unknown.
    const known = story.map((a) => Date.parse(a.publishedAt)).filter((t) => t <= proposedAt);
    const ageDays = known.length ? (proposedAt - Math.max(...known)) / 86_400_000 : Number.NaN;
    console.log(`- ${item.draft.weekRank}. [${item.draft.recommendationPriority}] ${item.draft.title}`);
    console.log(
      `    europäischer Bezug: ${s.europaeischer_bezug || 'keiner'} · neueste Meldung beim Vorschlag ${Number.isNaN(ageDays) ? 'unbekannt (später mit anderen Berichten aktualisiert)' : `${ageDays.toFixed(1)} Tage alt`} · score=${s.score} artikel=${s.articles} medien=${s.outlets} länder=${s.countries}`,
    );
    const follows = items.find((i) => i.id === item.draft.followsNewsId);
    if (follows) console.log(`    Fortsetzung von „${follows.draft.title}“ (${follows.weekKey})`);
    return { storyArticleIds: item.draft.storyArticleIds, side: String(s.europaeischer_bezug ?? ''), ageDays };
  });
  reportAgainstEditor(reference, picks);
}

/**
 * The week's picks against an independent editor's seven (bench/reference, chosen from the week's news as
 * bench/week-candidates.ts lists them). An editor's choice is one event: its candidate and the candidates the
 * editor named as the same event. A pick stands for the candidate holding most of its reports; it matches a
 * choice when that candidate belongs to the choice. Also: duplicates (two picks of one choice), picks with a
 * European side, picks that mix events (reports in two candidates of different events), the oldest newest report.
 */
function reportAgainstEditor(week: string, picks: { storyArticleIds: string[]; side: string; ageDays: number }[]) {
  const reference = loadReference(week);
  if (!reference) return console.log(`    (keine Redaktionsauswahl für ${week} in bench/reference)`);
  const eventOf = new Map<string, number>();
  reference.picks.forEach((p, i) => [p.candidate, ...(p.same_event ?? [])].forEach((c) => eventOf.set(c, i)));
  const candidatesOf = (ids: string[]) =>
    Object.entries(reference.candidates)
      .map(([candidate, articleIds]) => ({ candidate, shared: ids.filter((id) => articleIds.includes(id)).length }))
      .filter((c) => c.shared > 0)
      .sort((x, y) => y.shared - x.shared);
  const matched = picks.map((p) => {
    const dominant = candidatesOf(p.storyArticleIds)[0]?.candidate;
    return dominant === undefined ? undefined : eventOf.get(dominant);
  });
  const hits = new Set(matched.filter((m) => m !== undefined));
  const precision = matched.filter((m) => m !== undefined).length;
  const duplicates = [...hits].filter((e) => matched.filter((m) => m === e).length > 1).length;
  const mixed = picks.filter((p) => {
    const events = new Set(candidatesOf(p.storyArticleIds).map((c) => eventOf.get(c.candidate) ?? c.candidate));
    return events.size > 1;
  }).length;
  const withSide = picks.filter((p) => p.side).length;
  const oldest = Math.max(...picks.map((p) => p.ageDays).filter((d) => !Number.isNaN(d)));
  console.log(
    `  Redaktion (${week}): Treffer ${precision} von ${picks.length} Themen (Präzision), ${hits.size} von ${reference.picks.length} Redaktionsthemen gefunden (Recall); doppelt ${duplicates}; mit europäischem Bezug ${withSide} von ${picks.length}; vermischt ${mixed}; älteste neueste Meldung ${oldest.toFixed(1)} Tage (Ziel: Präzision und Recall ≥ 6 von 7, nichts doppelt, alle mit europäischem Bezug, keine älter als 3 Tage)`,
  );
  const missed = reference.picks.filter((_, i) => !hits.has(i));
  for (const p of missed) console.log(`    nicht gewählt: ${p.rank}. ${p.candidate} – ${p.why.slice(0, 110)}…`);
}

interface Reference {
  candidates: Record<string, string[]>;
  picks: { rank: number; candidate: string; why: string; same_event?: string[] }[];
}
function loadReference(week: string): Reference | null {
  const dir = path.resolve(import.meta.dirname, 'reference');
  const candidates = path.join(dir, `candidates-${week}.json`);
  const picks = path.join(dir, `picks-${week}.json`);
  if (!existsSync(candidates) || !existsSync(picks)) return null;
  return { candidates: JSON.parse(readFileSync(candidates, 'utf8')), picks: JSON.parse(readFileSync(picks, 'utf8')) };
}

await main();
