import type { QueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages';
import { notify } from '../../../lib/notify';
import { newsKeys } from '../../news/api/get-news';
import { editingText } from '../messages';
import { finishRegenerating, isSavingLocally } from '../lib/local-changes';
import { findCachedItem, sharepicFingerprint } from './news-cache';

/**
 * `news-updated` from the server: refresh the lists, then say "Bilder aktualisiert" where it matters —
 * always in the browser that started the regeneration, and in any other browser showing the item whose
 * images changed by someone else's hand (not after this browser's own save).
 */
export async function onNewsUpdated(queryClient: QueryClient, id: string) {
  const before = findCachedItem(queryClient, id);
  await queryClient.invalidateQueries({ queryKey: newsKeys.all });
  const after = findCachedItem(queryClient, id);
  const title = after?.title ?? before?.title;
  const description = title ? editingText.imagesUpdatedFor(title) : undefined;

  if (finishRegenerating(id)) {
    notify.success(messages.regenerate.doneTitle, description);
    return;
  }
  if (!before || !after || isSavingLocally(id)) return;
  if (sharepicFingerprint(before) !== sharepicFingerprint(after))
    notify.info(messages.regenerate.doneTitle, description);
}

/** `news-regenerate-failed`: only the browser waiting for that job reports it. */
export function onRegenerateFailed(id: string, message: string) {
  if (finishRegenerating(id)) notify.error(messages.regenerate.failedTitle, message);
}

export function parseEventData(event: Event): { id?: string; message?: string } {
  try {
    const data: unknown = JSON.parse((event as MessageEvent<string>).data);
    return typeof data === 'object' && data !== null ? (data as { id?: string; message?: string }) : {};
  } catch {
    return {};
  }
}
