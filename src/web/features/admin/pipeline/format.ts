import type { PipelineRunJson, RunCountsJson } from '../../../../shared/pipeline';
import { pipelineText } from './messages';

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
