import { messages } from '../../../../shared/messages';
import type { Publication, PreflightCheckView } from '../../../../shared/news';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { publishText } from '../../../messages/publishing';
import { planningText } from '../../../messages/planning';
import { formatBerlinDateTime } from '../../../../shared/schedule';
import { networkLabel } from '../../../../shared/channel-limits';

export interface ToastSpec {
  kind: 'success' | 'error' | 'info';
  title: string;
  text: string;
}

export type PublishFailure = { kind: 'checks'; checks: PreflightCheckView[] } | { kind: 'toast'; toast: ToastSpec };

/** The toast for a publication the server answered with (200 = sent, 202 = still running). */
export function toastForPublication(publication: Publication): ToastSpec | null {
  switch (publication.status) {
    case 'sent':
      if (publication.post_state === 'queued' && publication.scheduled_at)
        return {
          kind: 'success',
          title: planningText.scheduledTitle,
          text: planningText.scheduledText(formatBerlinDateTime(publication.scheduled_at)),
        };
      return publication.reminder
        ? { kind: 'info', title: publishText.reminderTitle, text: publication.message || publishText.reminderNote }
        : { kind: 'success', title: messages.publish.successTitle, text: messages.publish.successText };
    case 'failed':
      return failedToast(publication.message);
    case 'cancelled':
      return failedToast(publication.message);
    case 'pending':
    case 'sending':
      return null;
  }
}

/** One channel of several failed: the toast names the network and Buffer's reason. */
export function channelFailedToast(publication: Publication): ToastSpec {
  const network = networkLabel(publication.channel_service);
  return failedToast(`${network}: ${publication.message}`);
}

export function pendingToast(publication: Publication): ToastSpec {
  return { kind: 'info', title: publishText.pendingTitle, text: publication.message || publishText.pendingText };
}

/** A refused or failed publish: the checklist when the preflight failed at publish time, else the spec's toast. */
export function describePublishError(err: unknown): PublishFailure {
  if (err instanceof ApiError && err.code === 'preflight_failed') {
    const checks = checksOf(err.details);
    if (checks.length) return { kind: 'checks', checks };
  }
  return { kind: 'toast', toast: failedToast(errorText(err, messages.publish.failedText)) };
}

function failedToast(message: string | null | undefined): ToastSpec {
  return { kind: 'error', title: messages.publish.failedTitle, text: message?.trim() || messages.publish.failedText };
}

function checksOf(details: unknown): PreflightCheckView[] {
  if (typeof details !== 'object' || details === null || !('checks' in details)) return [];
  const checks = (details as { checks: unknown }).checks;
  return Array.isArray(checks) ? (checks as PreflightCheckView[]) : [];
}

/** `18.11.2026, 09:00 Uhr` in Berlin time. */
export function formatPublishedAt(iso: string): string {
  const d = new Date(iso);
  const date = d.toLocaleDateString('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const time = d.toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });
  return `${date}, ${time} Uhr`;
}

/** Instagram counts characters as code points, like the server's preflight. */
export const captionLength = (caption: string) => [...caption].length;
