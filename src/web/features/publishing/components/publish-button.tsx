import { lazy, Suspense, useState } from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import type { NewsItem } from '../../../../shared/news';
import { Button } from '../../../components/ui/button';
import { usePublishFlow, type PublishPhase } from '../lib/use-publish-flow';
import { useRelease } from '../api/release';
import { messages } from '../../../../shared/messages';
import { releaseRevokedLabels, type PlanChangeReason } from '../../../../shared/release';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { publishText } from '../../../messages/publishing';
import { PublishedNote } from './published-note';
import { ChannelResults } from './channel-results';

const PublishDialogs = lazy(() => import('./publish-dialogs'));

const busyLabel: Partial<Record<PublishPhase, string>> = {
  checking: publishText.checking,
  publishing: publishText.publishing,
  running: publishText.running,
};

/**
 * "Veröffentlichen" on a card (logged-in users): preflight, checklist or confirm, then Buffer. While a flow
 * runs the button is aria-disabled rather than disabled, so keyboard focus stays on it and returns to it
 * from the dialogs; the flow itself ignores further clicks.
 */
export function PublishButton({ item }: { item: NewsItem }) {
  // Published before: a second post needs the explicitly labelled, warned and confirmed "Erneut veröffentlichen".
  const republish = Boolean(item.publication);
  const flow = usePublishFlow(item.id, republish);
  const { withdraw } = useRelease(item.id);
  // „Plan ändern“ under the four-eyes rule: the release is revoked with the reason; a second person releases anew.
  const revoke = (reason: PlanChangeReason) => {
    flow.cancel();
    withdraw.mutate(reason, {
      onSuccess: () => notify.info(messages.release.planChangedTitle, releaseRevokedLabels[reason]),
      onError: (err) => notifyFailure(messages.release.failedTitle, err, messages.api.internal),
    });
  };
  const busy = flow.phase !== 'idle';
  const working = busyLabel[flow.phase];
  const dialogOpen = flow.phase === 'checklist' || flow.phase === 'confirm';
  // Loaded on first use, then kept mounted so the dialogs close (and return focus) the normal way.
  const [dialogsMounted, setDialogsMounted] = useState(false);
  if (dialogOpen && !dialogsMounted) setDialogsMounted(true);

  // A planned topic is moved or cancelled on „Planung“; publishing it again waits until its plan is gone.
  const planned = item.status === 'geplant';

  return (
    <>
      {item.publication ? <PublishedNote publication={item.publication} /> : null}
      <ChannelResults posts={item.channel_posts ?? []} />
      {planned ? null : (
        <Button
          onClick={() => void flow.start()}
          aria-disabled={busy || undefined}
          aria-busy={working ? true : undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          {working ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {working ?? (republish ? publishText.republishButton : publishText.button)}
        </Button>
      )}
      {dialogsMounted ? (
        <Suspense fallback={null}>
          <PublishDialogs
            item={item}
            checks={flow.phase === 'checklist' ? flow.checks : null}
            confirming={flow.phase === 'confirm'}
            republish={republish}
            channels={flow.channels}
            defaultChannel={flow.defaultChannel}
            onCloseChecklist={flow.closeChecklist}
            onCancel={flow.cancel}
            onConfirm={(request) => void flow.confirm(request)}
            fourEyes={flow.fourEyes}
            onRevoke={revoke}
          />
        </Suspense>
      ) : null}
    </>
  );
}
