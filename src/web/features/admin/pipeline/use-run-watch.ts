import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PipelineRunJson } from '../../../../shared/pipeline';
import { notify } from '../../../lib/notify';
import { newsKeys } from '../../news/api/get-news';
import { pipelineKeys } from './api';
import { pipelineText } from './messages';

/** Refetches the runs on every `pipeline-progress` event, so the stages move without waiting for the poll. */
export function usePipelineProgressEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const onProgress = () => void queryClient.invalidateQueries({ queryKey: pipelineKeys.runs });
    source.addEventListener('pipeline-progress', onProgress);
    return () => {
      source.removeEventListener('pipeline-progress', onProgress);
      source.close();
    };
  }, [queryClient]);
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
    void queryClient.invalidateQueries({ queryKey: newsKeys.all });
    void queryClient.invalidateQueries({ queryKey: pipelineKeys.sources });
    if (latest.status === 'succeeded') {
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
