import { messages } from '../../../../shared/messages';
import { notifyFailure, refusalReason } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';

/**
 * A failed save in any edit dialog: "Fehler" / "Änderungen konnten nicht gespeichert werden"; a conflict says
 * instead that someone else saved in between. Returns the server's reason for a refused input, to show inline.
 */
export function reportSaveError(err: unknown): string | null {
  notifyFailure(messages.edit.saveFailedTitle, err, messages.edit.saveFailedText, 'fixed');
  return refusalReason(err);
}

/** Overflow warnings of a re-render, e.g. "Text zu lang für Sharepic 2". */
export function reportOverflow(overflow: { index: number; message: string }[], hint: string) {
  for (const entry of overflow) notify.info(entry.message, hint);
}
