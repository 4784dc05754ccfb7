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
