import { messages } from '../../../shared/messages';
import { formatBerlinDateTime } from '../../../shared/schedule';

/** German texts of the publish flow beyond the catalogue in src/shared/messages.ts. */
export const publishingMessages = {
  success: messages.publish.successText,
  reminder:
    'Buffer hat den Post nur als Erinnerung angelegt: Er wird nicht automatisch veröffentlicht. Buffer schickt eine Benachrichtigung aufs Handy, damit jemand ihn in der Instagram-App postet.',
  pending: 'Der Post wird gerade an Buffer übergeben. Das Ergebnis erscheint gleich auf der Karte.',
  preflightFailed: (labels: string[]) =>
    `Der Post kann noch nicht veröffentlicht werden. Bitte prüfe: ${labels.join(', ')}.`,
  jobsUnavailable: 'Die Veröffentlichung ist gerade nicht möglich, weil die Hintergrundverarbeitung nicht läuft.',
  lookupFailed: (reason: string) =>
    `Es ließ sich nicht prüfen, ob Buffer den Post bereits angelegt hat (${reason}). Bitte sieh in Buffer nach, bevor du erneut veröffentlichst.`,
  unknownOutcome:
    'Buffer hat nicht bestätigt, ob der Post angelegt wurde. Bitte sieh in Buffer nach; ein erneuter Versuch prüft zuerst, ob der Post schon dort ist.',
  settingsMissing:
    'Es sind keine Buffer-Einstellungen hinterlegt. Sie werden in den Einstellungen unter „Veröffentlichung“ eingetragen (nur mit Admin-Rolle).',
  internal: messages.publish.failedText,
  scheduled: (at: Date) => `Buffer veröffentlicht den Post am ${formatBerlinDateTime(at)}.`,
  alreadyScheduled:
    'Dieses Thema ist bereits geplant. Verschiebe oder storniere den geplanten Beitrag unter „Planung“, bevor du es erneut veröffentlichst.',
  channelsLabel: 'Kanäle',
  publicationNotFound: 'Diesen Beitrag gibt es nicht (mehr).',
  notScheduled: 'Dieser Beitrag ist nicht (mehr) geplant. Lade die Planung neu.',
  alreadyOut: 'Der Beitrag ist bereits erschienen und kann nicht mehr storniert oder verschoben werden.',
  cancelled: (name: string) => `Storniert von ${name}.`,
  cancelFailed: (reason: string) => `Der geplante Beitrag konnte in Buffer nicht gelöscht werden: ${reason}`,
} as const;
