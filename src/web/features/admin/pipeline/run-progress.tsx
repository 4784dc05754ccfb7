import { CheckCircle2, Circle, CircleMinus, Loader2, XCircle } from 'lucide-react';
import { berlinDate, formatGermanDate } from '../../../../shared/dates';
import type { PipelineRunJson, StageStatus } from '../../../../shared/pipeline';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime, runStatusLabel, runWarning, sourceFailureLines, stageStatusLabel } from './format';
import { pipelineText } from '../../../messages/pipeline';

function StageIcon({ status, runFinished }: { status: StageStatus; runFinished: boolean }) {
  const common = { className: 'size-4 shrink-0', 'aria-hidden': true } as const;
  if (runFinished && status === 'pending')
    return <CircleMinus {...common} className="size-4 shrink-0 text-slate-400" />;
  if (status === 'done') return <CheckCircle2 {...common} className="size-4 shrink-0 text-emerald-700" />;
  if (status === 'running') return <Loader2 {...common} className="size-4 shrink-0 animate-spin text-brand" />;
  if (status === 'failed') return <XCircle {...common} className="size-4 shrink-0 text-red-700" />;
  return <Circle {...common} className="size-4 shrink-0 text-slate-400" />;
}

/**
 * The nine stages of one run: label, status icon (with its name for screen readers), count. A demo run (over
 * the shipped snapshots) says so, since it did not read the sources listed below.
 */
export function RunProgress({ run }: { run: PipelineRunJson }) {
  const current = run.status === 'running';
  const warning = runWarning(run);
  const failures = sourceFailureLines(run);
  return (
    <section
      aria-labelledby="pipeline-progress-title"
      data-testid="pipeline-progress"
      data-status={run.status}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="pipeline-progress-title" className="text-sm font-semibold text-ink">
          {pipelineText.progressTitle(current)}
        </h3>
        <Badge
          variant={run.status === 'failed' || warning ? 'warning' : run.status === 'running' ? 'default' : 'muted'}
          data-testid="pipeline-run-status"
        >
          {runStatusLabel(run)}
        </Badge>
        {run.is_demo ? (
          <Badge variant="muted" data-testid="pipeline-run-demo">
            {pipelineText.demoBadge}
          </Badge>
        ) : null}
        <span className="text-xs text-muted">{formatDateTime(run.started_at)}</span>
      </div>
      {run.is_demo ? (
        <p data-testid="pipeline-demo-note" className="rounded-md border border-line bg-surface p-2 text-sm text-ink">
          {pipelineText.demoRunNote(formatGermanDate(berlinDate(new Date(run.as_of))))}
        </p>
      ) : null}
      <ol className="flex flex-col gap-1.5" aria-live="polite">
        {run.stages.map((s) => (
          <li key={s.stage} data-stage={s.stage} data-status={s.status} className="flex items-center gap-2 text-sm">
            <StageIcon status={s.status} runFinished={!current} />
            <span className="flex-1 text-ink">{s.label}</span>
            <span className="sr-only">{stageStatusLabel(s.status, !current)}</span>
            <span className="tabular-nums text-muted">{s.count ?? ''}</span>
          </li>
        ))}
      </ol>
      {run.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
          {run.error}
        </p>
      ) : null}
      {warning ? (
        <p
          role="status"
          data-testid="pipeline-run-warning"
          className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
        >
          {warning}
        </p>
      ) : null}
      {failures.length > 0 ? (
        <div data-testid="pipeline-source-failures" className="flex flex-col gap-1 text-sm">
          <h4 className="font-medium text-ink">{pipelineText.sourceFailuresTitle}</h4>
          <ul className="flex flex-col gap-0.5 text-muted">
            {failures.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
