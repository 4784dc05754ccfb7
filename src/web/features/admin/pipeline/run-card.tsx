import { Play } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { usePipelineRuns, useStartRun } from './api';
import { isRunning } from './format';
import { pipelineText } from '../../../messages/pipeline';
import { RunHistory } from './run-history';
import { RunProgress } from './run-progress';
import { usePipelineProgressEvents, useRunFinished } from './use-run-watch';

/** "Tägliche Analyse": start a run now, follow its stages, see the last runs. */
export function RunCard() {
  const runs = usePipelineRuns();
  const start = useStartRun();
  const latest = runs.data?.[0];
  const running = isRunning(latest);
  usePipelineProgressEvents();
  useRunFinished(latest);

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: () => notify.info(pipelineText.startedTitle, pipelineText.startedText),
      onError: (err) => notifyFailure(pipelineText.startFailedTitle, err, pipelineText.loadFailed),
    });

  return (
    <Card data-testid="pipeline-card">
      <CardHeader>
        <CardTitle>{pipelineText.cardTitle}</CardTitle>
        <CardDescription>{pipelineText.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div>
          <Button
            onClick={onStart}
            disabled={running || start.isPending || runs.isPending}
            aria-busy={running || start.isPending || undefined}
          >
            <Play aria-hidden />
            {start.isPending ? pipelineText.starting : running ? pipelineText.running : pipelineText.start}
          </Button>
        </div>
        {runs.isPending ? (
          <p role="status" className="text-sm text-muted">
            {pipelineText.loading}
          </p>
        ) : runs.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {pipelineText.loadFailed}
          </p>
        ) : latest ? (
          <>
            <RunProgress run={latest} />
            <RunHistory runs={runs.data} />
          </>
        ) : (
          <p className="text-sm text-muted">{pipelineText.noRuns}</p>
        )}
      </CardContent>
    </Card>
  );
}
