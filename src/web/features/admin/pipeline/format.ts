import type { FeedSourceJson, PipelineRunJson, RunCountsJson } from '../../../../shared/pipeline';
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

/** „tagesschau: Server antwortete mit HTTP 500“ per failed source, when the failures matter (a failed or warned run). */
export function sourceFailureLines(run: PipelineRunJson): string[] {
  const health = run.source_health;
  if (!health || health.verdict === 'ok') return [];
  return health.failures.map((f) => pipelineText.sourceFailure(f.name, f.reason));
}

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
