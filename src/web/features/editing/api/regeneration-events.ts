import { useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages';
import { useServerEvent } from '../../../lib/event-stream-context';
import { findShownItem } from '../../../lib/news-cache';
import { notify } from '../../../lib/notify';
import { editingText } from '../../../messages/editing';
import { finishRegenerating } from '../lib/regenerations';

/**
 * "Bilder aktualisiert" after every finished regeneration (the server says so with its own event, also when
 * the new images are identical): a success toast in the browser that started it, a note in every other one
 * that shows the item. A failed regeneration is reported only where someone waits for it. The refreshed
 * list comes with the `news-updated` event the gallery listens to.
 */
export function useRegenerationAnnouncements() {
  const queryClient = useQueryClient();

  useServerEvent('news-images-regenerated', ({ id }) => {
    const startedHere = finishRegenerating(id);
    const shown = findShownItem(queryClient, id);
    if (!startedHere && !shown) return;
    const description = shown ? editingText.imagesUpdatedFor(shown.title) : undefined;
    if (startedHere) notify.success(messages.regenerate.doneTitle, description);
    else notify.info(messages.regenerate.doneTitle, description);
  });

  useServerEvent('news-regenerate-failed', ({ id, message }) => {
    if (finishRegenerating(id)) notify.error(messages.regenerate.failedTitle, message);
  });
}
