import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PipelineRunJson } from '../../../../shared/pipeline';
import { useEventStreamReconnected, useServerEvent } from '../../../lib/event-stream-context';
import { refreshNewsLists } from '../../../lib/news-cache';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { pipelineText } from '../../../messages/pipeline';
import { runWarning } from './format';

/** Refetches the runs on every `pipeline-progress` event (and after a reconnect), so the stages move at once. */
export function usePipelineProgressEvents() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.pipeline.runs });
  useServerEvent('pipeline-progress', refresh);
  useEventStreamReconnected(refresh);
}

/**
 * When a run this page saw running has finished: refresh the news gallery and the sources' fetch status,
 * and tell the admin how it went.
 */
export function useRunFinished(latest: PipelineRunJson | undefined) {
  const queryClient = useQueryClient();
  const watching = useRef<string | null>(null);
  useEffect(() => {
    if (!latest) return;
    if (latest.status === 'running') {
      watching.current = latest.id;
      return;
    }
    if (watching.current !== latest.id) return;
    watching.current = null;
    void refreshNewsLists(queryClient);
    void queryClient.invalidateQueries({ queryKey: queryKeys.pipeline.sources });
    const warning = runWarning(latest);
    if (latest.status === 'succeeded' && warning) {
      notify.warning(pipelineText.warningTitle, warning);
    } else if (latest.status === 'succeeded') {
      notify.success(
        pipelineText.finishedTitle,
        pipelineText.finishedText(
          latest.counts?.created ?? 0,
          latest.counts?.updated ?? 0,
          latest.counts?.replaced ?? 0,
        ),
      );
    } else {
      notify.error(pipelineText.failedTitle, latest.error ?? undefined);
    }
  }, [latest, queryClient]);
}
