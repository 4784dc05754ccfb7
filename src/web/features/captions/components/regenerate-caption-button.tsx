import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Sparkles } from 'lucide-react';
import type { NewsItem } from '../../../../shared/news';
import { messages } from '../../../../shared/messages';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { captionsText } from '../../../messages/captions';
import { captionWasEdited, useRegenerateCaption } from '../api/captions';

/** Topics that may still get a new caption: not released, not published (news-status.ts, `regenerateCaption`). */
const mayRegenerate = (item: NewsItem) => item.status === 'vorschlag' || item.status === 'bearbeitet';

/**
 * „Text neu vorschlagen“: the server writes the caption again from the story's articles. When a person changed
 * the caption, a confirmation says first that their text will be replaced.
 */
export function RegenerateCaptionButton({ item }: { item: NewsItem }) {
  const queryClient = useQueryClient();
  const regenerate = useRegenerateCaption(item);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!mayRegenerate(item)) return null;
  const busy = checking || regenerate.isPending;

  const run = () => {
    setConfirming(false);
    regenerate.mutate(undefined, {
      onSuccess: () => notify.success(messages.caption.regeneratedTitle, messages.caption.regeneratedText),
      onError: (err) => notifyFailure(messages.caption.regenerateFailedTitle, err, messages.api.internal),
    });
  };

  const onClick = async () => {
    setChecking(true);
    try {
      if (await captionWasEdited(queryClient, item)) setConfirming(true);
      else run();
    } catch (err) {
      notifyFailure(messages.caption.regenerateFailedTitle, err, messages.api.internal);
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => void onClick()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
        {regenerate.isPending ? captionsText.regenerating : captionsText.regenerate}
      </Button>
      <AlertDialog open={confirming} onOpenChange={(next) => !next && setConfirming(false)}>
        <AlertDialogContent>
          <AlertDialogTitle>{captionsText.confirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{captionsText.confirmText}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{captionsText.cancel}</AlertDialogCancel>
            {/* A plain button, not AlertDialog.Action: that would also fire onOpenChange(false), i.e. "cancel". */}
            <Button variant="destructive" onClick={run}>
              {captionsText.confirm}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
