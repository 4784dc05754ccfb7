import { LoaderCircle, RefreshCw } from 'lucide-react';
import type { NewsItem } from '../../../../shared/news';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { editingText } from '../../../messages/editing';
import { useRegenerate } from '../api/regenerate';
import { useIsRegenerating } from '../lib/regenerations';

/** Starts the regeneration job; "Bilder aktualisiert" follows as a server event (api/regeneration-events.ts). */
export function RegenerateButton({ item }: { item: NewsItem }) {
  const regenerate = useRegenerate(item.id);
  const busy = useIsRegenerating(item.id);

  const onClick = () =>
    regenerate.mutate(undefined, {
      onSuccess: ({ expected_seconds }) =>
        notify.info(messages.regenerate.startedTitle, editingText.expectedDuration(expected_seconds)),
      onError: (err) => notifyFailure(messages.regenerate.failedTitle, err, messages.api.internal),
    });

  return (
    <Button variant="outline" onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
      {busy ? editingText.regenerating : editingText.regenerate}
    </Button>
  );
}
