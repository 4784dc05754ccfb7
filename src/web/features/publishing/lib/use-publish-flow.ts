import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  ChannelPreview,
  DefaultChannel,
  PreflightCheckView,
  Publication,
  PublishRequest,
} from '../../../../shared/news';
import { notify } from '../../../lib/notify';
import { refreshNewsLists } from '../../../lib/news-cache';
import { queryKeys } from '../../../lib/query-keys';
import { runPreflight, startPublish, waitForPublication } from '../api/publish';
import {
  channelFailedToast,
  describePublishError,
  pendingToast,
  toastForPublication,
  type ToastSpec,
} from './publish-outcome';

export type PublishPhase = 'idle' | 'checking' | 'checklist' | 'confirm' | 'publishing' | 'running';

const show = (t: ToastSpec) => notify[t.kind](t.title, t.text);

/**
 * "Veröffentlichen": preflight → checklist (failed) or confirm (passed) → publish. One flow at a time per
 * card; the ref guards against a second click landing before React re-renders. `republish` is set for a
 * topic that was published before: only then does the request ask the server for a second post.
 */
export function usePublishFlow(newsId: string, republish = false) {
  const queryClient = useQueryClient();
  const [phase, setPhaseState] = useState<PublishPhase>('idle');
  const [checks, setChecks] = useState<PreflightCheckView[] | null>(null);
  const [channels, setChannels] = useState<ChannelPreview[]>([]);
  const [defaultChannel, setDefaultChannel] = useState<DefaultChannel | null>(null);
  const [fourEyes, setFourEyes] = useState(false);
  const current = useRef<PublishPhase>('idle');
  const setPhase = (next: PublishPhase) => {
    current.current = next;
    setPhaseState(next);
  };

  const refresh = () => {
    // A new post is on the plan too („Planung“ reads it again when shown).
    void queryClient.invalidateQueries({ queryKey: queryKeys.plan.all });
    return refreshNewsLists(queryClient);
  };
  const finish = () => setPhase('idle');

  const showChecklist = (failed: PreflightCheckView[]) => {
    setChecks(failed);
    setPhase('checklist');
  };

  const start = async () => {
    if (current.current !== 'idle') return;
    setPhase('checking');
    try {
      const result = await runPreflight(newsId);
      setChannels(result.channels ?? []);
      setDefaultChannel(result.default_channel ?? null);
      setFourEyes(result.four_eyes ?? false);
      if (result.passed) setPhase('confirm');
      else showChecklist(result.checks);
    } catch (err) {
      const failure = describePublishError(err);
      if (failure.kind === 'checks') showChecklist(failure.checks);
      else {
        show(failure.toast);
        finish();
      }
    }
  };

  const confirm = async (request: PublishRequest = { republish }) => {
    if (current.current !== 'confirm') return;
    setPhase('publishing');
    try {
      const { publication, publications } = await startPublish(newsId, request);
      void refresh();
      // A channel that failed beside others that went through gets its own toast.
      for (const other of publications ?? []) {
        if (other.id !== publication.id && other.status === 'failed') show(channelFailedToast(other));
      }
      const toast = toastForPublication(publication);
      if (toast) show(toast);
      else await awaitRunning(publication);
    } catch (err) {
      void refresh();
      const failure = describePublishError(err);
      if (failure.kind === 'checks') {
        showChecklist(failure.checks);
        return;
      }
      show(failure.toast);
    }
    finish();
  };

  const awaitRunning = async (publication: Publication) => {
    show(pendingToast(publication));
    setPhase('running');
    const done = await waitForPublication(newsId, publication.id);
    if (!done) return;
    void refresh();
    const toast = toastForPublication(done);
    if (toast) show(toast);
  };

  const closeChecklist = () => {
    setChecks(null);
    finish();
  };

  return { phase, checks, channels, defaultChannel, fourEyes, start, confirm, cancel: finish, closeChecklist };
}
