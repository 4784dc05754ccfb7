/**
 * Part 0 of `npm run eval:pipeline`: precision and recall of the editorial flags on the hand-labelled sentences
 * (tests/fixtures/flags/README.md), per part. `--flag-misses` lists the sentences each flag got wrong.
 */
import { type LabelledSentence, scoreFlags } from '../src/server/engines/pipeline/eval/flag-scores';
import { datasetFile } from './dataset-dir';
import { loadJuneCases, loadStandardCases, loadTuningCases } from './flag-cases';

const target = 0.8;
const names = { juristische_risiko: 'Juristisches Risiko', alarmismus: 'Alarmismus', spekulation: 'Spekulation' };

function printPart(label: string, cases: LabelledSentence[], unresolved: number, misses: boolean) {
  const result = scoreFlags(cases);
  console.log(`\n  ${label}: ${cases.length} Sätze${unresolved ? ` (${unresolved} nicht gefunden)` : ''}`);
  for (const s of result.scores) {
    const reached = s.precision >= target && s.recall >= target ? 'erreicht' : 'verfehlt';
    console.log(
      `    ${names[s.flag].padEnd(20)} Präzision ${s.precision.toFixed(2)}  Trefferquote ${s.recall.toFixed(2)}  (${s.positives} positiv, ${s.negatives} negativ; ${reached}, Ziel je ≥ ${target.toFixed(2)})`,
    );
  }
  if (misses)
    for (const miss of result.misses)
      console.log(
        `      ${names[miss.flag]} ${miss.kind} [${miss.sentence.role}] ${miss.sentence.text}${miss.evidence.map((e) => ` ‹${e.span}: ${e.rule}›`).join('')}`,
      );
}

export function printFlagScores(dataDir: string, misses = process.argv.includes('--flag-misses')) {
  console.log('\nRedaktionelle Hinweise auf von Hand beschrifteten Sätzen (tests/fixtures/flags)');
  printPart('Abstimmung: Feeds vom 21.12.2024 und 2017', loadTuningCases(), 0, misses);
  const june = loadJuneCases(datasetFile(dataDir, 'eu-election-weeks-2024/articles.jsonl'));
  printPart(
    'Zurückgehalten, nach der ersten Messung gesehen: DER SPIEGEL, Juni 2024',
    june.cases,
    june.unresolved,
    misses,
  );
  const csv = datasetFile(dataDir, '10kgnad-test/test.csv');
  const seen = loadStandardCases(csv, 'a');
  printPart(
    'Zurückgehalten, nach der ersten Messung gesehen: DER STANDARD (10kGNAD), Teil A',
    seen.cases,
    seen.unresolved,
    misses,
  );
  const unseen = loadStandardCases(csv, 'b');
  printPart('Zurückgehalten, ungesehen: DER STANDARD (10kGNAD), Teil B', unseen.cases, unseen.unresolved, misses);
}
