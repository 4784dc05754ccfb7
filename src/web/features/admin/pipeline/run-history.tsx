import { Fragment } from 'react';
import type { PipelineRunJson } from '../../../../shared/pipeline';
import { formatDateTime, replacementLines, runCountCells, runStatusLabel, runTriggerLabel, runWarning } from './format';
import { pipelineText } from '../../../messages/pipeline';

const c = pipelineText.col;

/** The recent runs as a table: start time, trigger, status and the counts; below a run, the proposals it replaced. */
export function RunHistory({ runs }: { runs: PipelineRunJson[] }) {
  return (
    <section aria-labelledby="pipeline-history-title" className="flex flex-col gap-2">
      <h3 id="pipeline-history-title" className="text-sm font-semibold text-ink">
        {pipelineText.historyTitle}
      </h3>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div
        className="overflow-x-auto rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
        tabIndex={0}
        role="region"
        aria-labelledby="pipeline-history-title"
      >
        <table className="w-full text-left text-sm" data-testid="pipeline-runs">
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {c.started}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {c.trigger}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {c.status}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {c.sources}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {c.articles}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {c.stories}
              </th>
              <th scope="col" className="py-1 font-medium">
                {c.topics}
              </th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => {
              const cells = runCountCells(run.counts);
              const replacements = replacementLines(run);
              const warning = runWarning(run);
              return (
                <Fragment key={run.id}>
                  <tr className="border-t border-line" data-status={run.status} data-warning={Boolean(warning)}>
                    <td className="py-1.5 pr-3 whitespace-nowrap">{formatDateTime(run.started_at)}</td>
                    <td className="py-1.5 pr-3">{runTriggerLabel(run)}</td>
                    <td className="py-1.5 pr-3" title={run.error ?? warning ?? undefined}>
                      {runStatusLabel(run)}
                    </td>
                    <td className="py-1.5 pr-3 tabular-nums">{cells.sources}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{cells.articles}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{cells.stories}</td>
                    <td className="py-1.5 tabular-nums">{cells.topics}</td>
                  </tr>
                  {replacements.length > 0 ? (
                    <tr data-testid="pipeline-replacements">
                      <td colSpan={7} className="pb-1.5 text-xs text-muted">
                        <ul className="flex flex-col gap-0.5">
                          {replacements.map((line, i) => (
                            <li key={i}>{line}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
