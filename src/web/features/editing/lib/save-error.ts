import { messages } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

/**
 * A failed save in any edit dialog: "Fehler" / "Änderungen konnten nicht gespeichert werden" (SPEC.md §8);
 * a conflict says instead that someone else saved in between. Returns the server's reason for inline display.
 */
export function reportSaveError(err: unknown): string | null {
  const conflict = err instanceof ApiError && err.status === 409;
  notify.error(messages.edit.saveFailedTitle, conflict ? err.message : messages.edit.saveFailedText);
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message) return err.message;
  return null;
}

/** Overflow warnings of a re-render, e.g. "Text zu lang für Sharepic 2". */
export function reportOverflow(overflow: { index: number; message: string }[], hint: string) {
  for (const entry of overflow) notify.info(entry.message, hint);
}
