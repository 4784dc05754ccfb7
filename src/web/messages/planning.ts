import type { DefaultChannel } from '../../shared/news';
import { scheduleMaxDays, scheduleMinLeadMinutes } from '../../shared/schedule';

/** Scheduled posts and channels: the publish dialog's choices, the card's per-channel result and the page „Planung“. */
const number = (n: number) => n.toLocaleString('de-DE');

/** Buffer's side of a post, as the plan and the card name it. */
export const postStateLabels = {
  pending: 'wird übergeben',
  queued: 'geplant',
  sent: 'veröffentlicht',
  error: 'Fehlgeschlagen (laut Buffer)',
  deleted: 'in Buffer gelöscht',
  failed: 'fehlgeschlagen',
  cancelled: 'storniert',
} as const;

export const planningText = {
  // Publish dialog
  channelsTitle: 'Kanäle',
  channelsHint: 'Jeder angehakte Kanal bekommt einen eigenen Beitrag.',
  noChannelChosen: 'Bitte wähle mindestens einen Kanal.',
  onlyChannelTitle: 'Kanal',
  onlyChannel: (channel: DefaultChannel | null) => {
    const network = channel?.network ?? 'Instagram';
    if (channel?.name) return `${network} · ${channel.name}`;
    return channel?.configured
      ? `${network}: das Profil aus den Buffer-Einstellungen`
      : `${network}: das Profil, das in den Buffer-Einstellungen eingetragen wird (Buffer ist noch nicht eingerichtet)`;
  },
  onlyChannelHint:
    'Für das Team ist nur dieser Kanal freigegeben. Weitere Kanäle können Admins in den Einstellungen unter „Kanäle für das Team“ freigeben.',
  channelUnavailable: 'nicht verfügbar',
  characters: (n: number, max: number) => `${number(n)} von höchstens ${number(max)} Zeichen`,
  textFor: (network: string) => `Text für ${network}`,
  previewFor: (network: string) => `So geht der Text auf ${network} hinaus`,
  shortenedHint:
    'Der Instagram-Text ist für diesen Kanal zu lang; hier ist eine gekürzte Fassung, die du anpassen kannst.',
  whenTitle: 'Wann?',
  now: 'Jetzt',
  later: 'Geplant',
  date: 'Datum',
  time: 'Uhrzeit (Berlin)',
  scheduleHint: `Frühestens in ${scheduleMinLeadMinutes} Minuten, höchstens ${scheduleMaxDays} Tage im Voraus.`,
  scheduleConfirm: 'Einplanen',
  scheduleTitle: 'Beitrag über Buffer einplanen?',
  scheduleDescription:
    'Buffer veröffentlicht die Beiträge zum gewählten Zeitpunkt auf den angehakten Kanälen. Bis dahin kannst du sie unter „Planung“ verschieben oder stornieren.',
  scheduledTitle: 'Eingeplant',
  scheduledText: (when: string) => `Buffer veröffentlicht den Beitrag am ${when}.`,

  // Card
  channelResultsLabel: 'Ergebnis je Kanal',
  plannedNote: (when: string) => `Geplant für ${when}`,
  channelLine: (network: string, name: string | null) => (name ? `${network} (${name})` : network),
  openPlan: 'Zur Planung',

  // Page
  pageTitle: 'Planung',
  pageDescription:
    'Alle geplanten und veröffentlichten Beiträge je Kanal in dieser und der nächsten Woche, mit ihrem Stand in Buffer.',
  loading: 'Planung wird geladen...',
  loadFailed: 'Die Planung konnte nicht geladen werden.',
  empty: 'Keine Beiträge an diesem Tag.',
  weekEmpty: 'In dieser Woche ist nichts geplant oder veröffentlicht.',
  weekTitle: (from: string, to: string) => `Woche vom ${from} bis ${to}`,
  previousWeeks: 'Frühere Wochen',
  nextWeeks: 'Spätere Wochen',
  thisWeek: 'Diese Woche',
  sync: 'Mit Buffer abgleichen',
  syncing: 'Gleicht ab...',
  syncedTitle: 'Abgeglichen',
  syncedText: (changed: number) =>
    changed === 0
      ? 'Keine Änderungen in Buffer.'
      : changed === 1
        ? '1 Beitrag hat sich geändert.'
        : `${changed} Beiträge haben sich geändert.`,
  syncPausedTitle: 'Abgleich pausiert',
  syncPausedText: 'Buffer hat zu viele Anfragen gemeldet. Der Abgleich läuft wieder, sobald Buffer es erlaubt.',
  syncFailedTitle: 'Abgleich fehlgeschlagen',
  openItem: 'Thema öffnen',
  by: (name: string) => `von ${name}`,
  reschedule: 'Verschieben',
  rescheduleTitle: 'Geplanten Beitrag verschieben',
  rescheduleDescription:
    'Der Beitrag wird in Buffer gelöscht und mit demselben Text und denselben Bildern zum neuen Zeitpunkt neu eingeplant.',
  rescheduleConfirm: 'Verschieben',
  rescheduledTitle: 'Verschoben',
  rescheduleFailedTitle: 'Verschieben fehlgeschlagen',
  cancel: 'Stornieren',
  cancelTitle: 'Geplanten Beitrag stornieren?',
  cancelDescription: (channel: string, when: string) =>
    `Der Beitrag für ${channel} am ${when} wird in Buffer gelöscht. Ist kein anderer Beitrag des Themas mehr geplant, steht es wieder auf „freigegeben“.`,
  cancelConfirm: 'Stornieren',
  cancelledTitle: 'Storniert',
  cancelledText: 'Der Beitrag wurde in Buffer gelöscht.',
  cancelFailedTitle: 'Stornieren fehlgeschlagen',
  keep: 'Behalten',
  close: 'Schließen',
} as const;
