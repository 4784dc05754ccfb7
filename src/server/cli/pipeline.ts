import { AppError } from '../lib/errors';
import type { ProgressEvent } from '../engines/pipeline/run-pipeline';
import { pipelineFeatureMessages as m, runPipelineNow, weekTopics } from '../features/pipeline';
import { pipelineStageLabels } from '../../shared/pipeline';
import { CliError, parseArgs, runCli } from './run-cli';

// npm run pipeline -- [--as-of YYYY-MM-DD] [--source <url | file.xml | file.jsonl>]...
const allowed = new Set(['as-of', 'source']);

function parseAsOf(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) throw new CliError(m.cli.badDate(value));
  // 21:59 UTC is late evening in Berlin in summer and winter alike: the whole day's news is in.
  return new Date(`${value}T21:59:00Z`);
}

function printProgress(e: ProgressEvent) {
  const label = pipelineStageLabels[e.stage];
  if (e.status === 'start') process.stdout.write(`… ${label}\n`);
  else process.stdout.write(`✓ ${label}: ${e.count ?? 0}\n`);
}

await runCli(async (ctx) => {
  const args = parseArgs(process.argv.slice(2));
  for (const name of Object.keys(args)) if (!allowed.has(name)) throw new CliError(m.cli.unknownOption(name));
  const asOf = parseAsOf(args['as-of']?.at(-1));
  let started;
  try {
    started = await runPipelineNow(ctx, { trigger: 'cli', asOf, sources: args.source, onProgress: printProgress });
  } catch (err) {
    if (err instanceof AppError && err.status === 409) throw new CliError(m.cli.busy);
    throw err;
  }
  const outcome = await started.done;
  if (outcome.status === 'failed' || !outcome.summary)
    throw new CliError(outcome.error ?? 'Die Analyse ist fehlgeschlagen.');
  const { summary } = outcome;

  console.log(`\nQuellen (${summary.sources.length}):`);
  for (const s of summary.sources) {
    const detail =
      s.status === 'ok'
        ? `${s.items} Einträge`
        : s.status === 'not_modified'
          ? 'unverändert (304)'
          : (s.reason ?? s.status);
    console.log(`  ${s.status === 'ok' || s.status === 'not_modified' ? '✓' : '✗'} ${s.name}: ${detail}`);
  }
  const actions = { create: 'neu', update: 'aktualisiert', keep: 'unverändert' } as const;
  const byId = new Map(
    summary.topics.flatMap((t) =>
      t.action === 'update' || t.action === 'keep' ? [[t.itemId, t.action] as const] : [],
    ),
  );
  const created = new Set(outcome.written.filter((w) => w.kind === 'created').map((w) => w.id));
  const replaced = new Map(
    outcome.written.flatMap((w) => (w.kind === 'replaced' ? [[w.id, w.replacedId] as const] : [])),
  );
  const replacedTitles = new Map(summary.topics.map((t) => [t.itemId, t.replacedTitle]));
  const topics = await weekTopics(ctx, summary.weekKey);
  console.log(`\nThemen der Woche ${summary.weekKey} (${topics.length} von 7):`);
  for (const t of topics) {
    const replacedId = replaced.get(t.id);
    const action = created.has(t.id)
      ? actions.create
      : replacedId
        ? `ersetzt „${replacedTitles.get(replacedId) ?? ''}“`
        : actions[byId.get(t.id) ?? 'keep'];
    console.log(`  [${t.priority}] ${t.title}  (${t.date}, ${t.status}, ${action})`);
  }
  console.log(`\nLauf ${outcome.runId} abgeschlossen.`);
});
