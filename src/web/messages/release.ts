import type { ReleasedPlan } from '../../shared/release';
import { formatBerlinDateTime } from '../../shared/schedule';

/** „für Instagram, Mastodon · Jetzt“ / „… · 28.11.2026, 18:00 Uhr“: what a release covers. */
export const planSummary = (plan: ReleasedPlan) =>
  `für ${plan.channels.map((c) => c.network).join(', ')} · ${plan.scheduled_at ? formatBerlinDateTime(plan.scheduled_at) : 'Jetzt'}`;

/** The release and history on a card; the toasts and server refusals are in src/shared/messages.ts. */
export const releaseText = {
  release: 'Freigeben',
  withdraw: 'Freigabe zurückziehen',
  releasedNote: (when: string, name: string, plan: ReleasedPlan | null) =>
    `Freigegeben am ${when} von ${name}${plan ? ` ${planSummary(plan)}` : ''}`,
  history: 'Verlauf',
  historyEmpty: 'Noch keine Einträge.',
  historyFailed: 'Verlauf konnte nicht geladen werden',
  by: (name: string) => `– ${name}`,
  // The release dialog: the plan is part of the release.
  /** With a choice of channels, or (one channel only, named in the dialog) just the time. */
  dialogTitle: (channelChoice: boolean) =>
    channelChoice ? 'Freigeben: für welche Kanäle und wann?' : 'Freigeben: wann?',
  dialogDescription:
    'Die Freigabe gilt genau für diesen Text, diese Bilder, die angehakten Kanäle und den Zeitpunkt. Jede Änderung hebt sie auf.',
  dialogConfirm: 'Freigeben',
  // The publish dialog under the four-eyes rule.
  releasedPlan: (name: string, plan: ReleasedPlan) => `Freigegeben von ${name} ${planSummary(plan)}`,
  changePlan: 'Plan ändern',
  changePlanHint:
    'Eine Änderung der Kanäle oder des Zeitpunkts hebt die Freigabe auf; danach muss eine zweite Person den neuen Plan freigeben.',
  revoke: 'Freigabe aufheben',
  unchangedPlan: 'Ändere Kanäle, Texte oder Zeitpunkt, oder veröffentliche den freigegebenen Plan.',
};
