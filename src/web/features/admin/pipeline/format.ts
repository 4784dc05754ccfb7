import type { FeedSourceJson, PipelineRunJson, RunCountsJson, StageStatus } from '../../../../shared/pipeline';
import { pipelineText } from '../../../messages/pipeline';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/** "21.12.2024, 12:00" in Berlin time; an empty string for a missing or broken value. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d);
}

/** The column values of one run in the history table; dashes while a run has no counts yet. */
export function runCountCells(counts: RunCountsJson | null) {
  if (!counts) return { sources: '–', articles: '–', stories: '–', topics: '–' };
  return {
    sources: `${counts.sources_ok + counts.sources_not_modified}/${counts.sources_failed}`,
    articles: String(counts.articles),
    stories: String(counts.stories),
    topics: `${counts.created}/${counts.updated}`,
  };
}

/** "ersetzt: „alt“ → „neu“" for each weak proposal a run replaced by a clearly better story. */
export function replacementLines(run: PipelineRunJson): string[] {
  return (run.summary?.topics ?? [])
    .filter((t) => t.action === 'replace')
    .map((t) => pipelineText.replaced(t.replaced_title ?? '', t.title ?? ''));
}

export const isRunning = (run: PipelineRunJson | undefined) => run?.status === 'running';

/** The German warning of a run that finished but read too few of its sources (most failed, or none was active). */
export function runWarning(run: PipelineRunJson): string | null {
  if (run.status !== 'succeeded' || !run.source_health || run.source_health.verdict === 'ok') return null;
  return run.source_health.message;
}

/** „Erfolgreich“, „Erfolgreich mit Warnung“, „Fehlgeschlagen“, „Läuft“: what the card and the history call a run. */
export function runStatusLabel(run: PipelineRunJson): string {
  return runWarning(run) ? pipelineText.runStatusWarning : pipelineText.runStatus[run.status];
}

/**
 * „Server antwortete mit HTTP 500: tagesschau, n-tv“: the failed sources grouped by reason, when the failures
 * matter (a failed or warned run). None when the machine was offline: the run's message says that once.
 */
export function sourceFailureLines(run: PipelineRunJson): string[] {
  const health = run.source_health;
  if (!health || health.verdict === 'ok' || health.offline) return [];
  const byReason = new Map<string, string[]>();
  for (const f of health.failures) byReason.set(f.reason, [...(byReason.get(f.reason) ?? []), f.name]);
  return [...byReason].map(([reason, names]) => pipelineText.sourceFailure(reason, names));
}

/** „Demo“ for the runs over the shipped snapshots, else who or what started the run. */
export const runTriggerLabel = (run: PipelineRunJson) =>
  run.is_demo ? pipelineText.demoTrigger : (pipelineText.triggers[run.trigger] ?? run.trigger);

/** What the screen reader hears for a stage: a finished run's stage that never started „did not run“. */
export const stageStatusLabel = (status: StageStatus, runFinished: boolean) =>
  runFinished && status === 'pending' ? pipelineText.stageNotRun : pipelineText.stageStatus[status];

/**
 * A source's last fetch in one line: status, article count, the server's German reason or warning, time.
 * „Fehlgeschlagen – interne Adresse nicht erlaubt · 21.12.2024, 20:30“,
 * „Erfolgreich (3 Artikel) – 7 Artikel mit ungültigem Link übersprungen · 21.12.2024, 20:30“.
 */
export function sourceStatusLine(source: FeedSourceJson): string {
  if (!source.last_status) return pipelineText.neverFetched;
  const failed = source.last_status === 'failed' || source.last_status === 'parse_failed';
  const count =
    source.last_item_count !== null && !failed ? ` (${pipelineText.articleCount(source.last_item_count)})` : '';
  const message = source.last_message ? ` – ${source.last_message}` : '';
  const when = formatDateTime(source.last_fetched_at);
  return `${pipelineText.fetchStatus[source.last_status]}${count}${message}${when ? ` · ${when}` : ''}`;
}
