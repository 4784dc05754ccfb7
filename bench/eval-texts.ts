/**
 * npm run eval:texts [-- --data <dir>] [--verbose] [--llm <answers folder>]
 * Replays both weeks of the 2024 European election collection day by day (as deployed) and the shipped demo day,
 * and counts per caption what code can detect of the editorial rubric: each defect class, the harmful ones apart,
 * and the readiness the product shows the editor. With `--llm`, the LLM path runs on recorded answers of a capable
 * model (`npm run eval:llm-prompts` writes the prompts) and the figures say how often its answer was kept and
 * which of its sentences the checks dropped. The rubric's reader, not this count, is the measure: these are
 * instruments.
 */
import { defectKinds, readinessLevels, type CaptionReview } from '../src/shared/caption-review';
import { messages } from '../src/shared/messages';
import { amstad, captionParts, overlap } from '../src/server/engines/pipeline/eval/text-quality';
import { tokenize } from '../src/server/engines/pipeline/text/tokenize';
import { datasetDir } from './dataset-dir';
import { startRecordedLlm } from './recorded-llm';
import { replayWeeks, type ReplayWeek } from './replay';

const verbose = process.argv.includes('--verbose');
const llmDir = process.argv.includes('--llm') ? process.argv[process.argv.indexOf('--llm') + 1] : null;
const recorded = llmDir ? await startRecordedLlm(llmDir) : null;
if (recorded) console.log(`Sprachmodell: ${recorded.answers} aufgezeichnete Antworten aus ${llmDir}`);

const { weeks } = await replayWeeks(datasetDir(), { llm: recorded?.config ?? null });
await recorded?.close();

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const totals = {
  captions: 0,
  readiness: Object.fromEntries(readinessLevels.map((r) => [r, 0])) as Record<string, number>,
  defectCaptions: Object.fromEntries(defectKinds.map((k) => [k, 0])) as Record<string, number>,
  defectCount: Object.fromEntries(defectKinds.map((k) => [k, 0])) as Record<string, number>,
  harmful: 0,
  noAngle: 0,
  facts: [] as number[],
  outlets: [] as number[],
  tags: [] as number[],
  lengths: [] as number[],
  amstad: [] as number[],
  llmKept: 0,
  llmFallback: 0,
  llmDropped: 0,
};

function evaluateWeek(week: ReplayWeek) {
  console.log(`\n=== ${week.label}: ${week.items.length} Themen`);
  const contentSets: Set<string>[] = [];
  for (const item of week.items) {
    const d = item.draft;
    const review: CaptionReview | null = d.captionReview;
    const parts = captionParts(d.instagramText);
    const stating = d.captionSentences.filter((s) => s.role !== 'closing');
    const facts = stating.filter((s) => s.role === 'fact').length;
    const outlets = new Set(stating.filter((s) => s.role !== 'context').flatMap((s) => s.sources.map((x) => x.outlet)));
    totals.captions++;
    totals.facts.push(facts);
    totals.outlets.push(outlets.size);
    totals.tags.push(parts.hashtags.length);
    totals.lengths.push(d.instagramText.length);
    totals.amstad.push(amstad([parts.hook, ...parts.body].join(' ')));
    if (review) {
      totals.readiness[review.readiness]++;
      for (const kind of new Set(review.defects.map((x) => x.kind))) totals.defectCaptions[kind]++;
      for (const x of review.defects) totals.defectCount[x.kind]++;
      if (review.defects.some((x) => x.harmful)) totals.harmful++;
      if (!review.euAngle) totals.noAngle++;
      if (review.llm) {
        if (review.llm.fallbackReason) totals.llmFallback++;
        else totals.llmKept++;
      }
    }
    const modelDrops = (review?.dropped ?? []).filter((x) => x.reason.startsWith('vom Sprachmodell') || review?.llm);
    if (review?.llm && !review.llm.fallbackReason) totals.llmDropped += modelDrops.length;
    contentSets.push(
      new Set(
        tokenize(`${d.title} ${stating.map((s) => s.text).join(' ')}`)
          .filter((t) => /^\p{Lu}/u.test(t.raw) && !t.sentenceStart && t.raw.length > 3)
          .map((t) => t.lower),
      ),
    );

    const generator = d.recommendationSignals.generator === 'llm' ? 'Sprachmodell' : 'extraktiv';
    console.log(`\n- ${d.title} (${d.date})`);
    console.log(
      `  ${review?.readiness ?? '–'} · ${generator}${review?.llm?.fallbackReason ? ` (Rückfall: ${review.llm.fallbackReason})` : ''} · Fakten ${facts} aus ${outlets.size} ${outlets.size === 1 ? 'Medium' : 'Medien'} · EU-Bezug: ${review?.euAngle ?? messages.captionReview.euAngleMissing} · Hashtags ${parts.hashtags.length} · Länge ${d.instagramText.length}`,
    );
    for (const x of review?.defects ?? [])
      console.log(
        `  Mangel${x.harmful ? ' (schädlich)' : ''}: ${messages.captionReview.defect[x.kind]} – ${x.text.slice(0, 110)}`,
      );
    if (verbose) {
      console.log(d.instagramText.replace(/^/gm, '    | '));
      for (const x of review?.dropped ?? []) console.log(`    ✗ ${x.reason}: ${x.sentence.slice(0, 140)}`);
      for (const f of review?.foreignFacts ?? []) console.log(`    ↗ ${f.outlet}: ${f.sentence.slice(0, 140)}`);
    }
  }
  const pairs: number[] = [];
  for (let i = 0; i < contentSets.length; i++)
    for (let j = i + 1; j < contentSets.length; j++) pairs.push(overlap(contentSets[i], contentSets[j]));
  console.log(
    `\n  Themen-Überlappung (Jaccard der Namen/Nomen): Mittel ${mean(pairs).toFixed(2)}, höchste ${Math.max(0, ...pairs).toFixed(2)}`,
  );
}

for (const week of weeks) evaluateWeek(week);

console.log('\n=== Gesamt');
console.log(`Texte: ${totals.captions}`);
console.log(`Bereitschaft: ${readinessLevels.map((r) => `${r} ${totals.readiness[r]}`).join(' · ')}`);
console.log(`Texte mit schädlichem Mangel: ${totals.harmful} (Ziel 0) · ohne EU-Bezug: ${totals.noAngle}`);
console.log('Mängel nach Klasse (Texte / Fundstellen):');
for (const kind of defectKinds)
  console.log(
    `  ${messages.captionReview.defect[kind].padEnd(48)} ${totals.defectCaptions[kind]} / ${totals.defectCount[kind]}`,
  );
console.log(
  `Faktensätze je Text: Mittel ${mean(totals.facts).toFixed(1)} · Medien je Text: Mittel ${mean(totals.outlets).toFixed(1)} · Hashtags je Text: Mittel ${mean(totals.tags).toFixed(1)}`,
);
console.log(
  `Länge: Mittel ${mean(totals.lengths).toFixed(0)}, min ${Math.min(...totals.lengths)}, max ${Math.max(...totals.lengths)} · Amstad-Lesbarkeit: Mittel ${mean(totals.amstad).toFixed(0)}`,
);
if (recorded)
  console.log(
    `Sprachmodell: Antwort verwendet in ${totals.llmKept} von ${totals.captions}, Rückfall auf den extraktiven Text in ${totals.llmFallback}; von den Prüfungen verworfene Modellsätze in verwendeten Antworten: ${totals.llmDropped}`,
  );
