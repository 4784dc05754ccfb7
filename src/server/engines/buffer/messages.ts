import { messages } from '../../../shared/messages';

/** German texts for publishing through Buffer and for the connection test on /admin. */
export const publishMessages = {
  generic: messages.publish.failedText,
  keyInvalid:
    'Der Buffer-API-Schlüssel ist ungültig oder wurde widerrufen. Bitte trage in den Admin-Einstellungen einen gültigen Schlüssel ein.',
  forbidden: (bufferMessage?: string) =>
    `Buffer verweigert diese Aktion für den API-Schlüssel${bufferMessage ? `: ${bufferMessage}` : '.'}`,
  rateLimited: (seconds: number) => `Zu viele Anfragen an Buffer. Bitte versuche es in ${formatWait(seconds)} erneut.`,
  network: 'Buffer ist nicht erreichbar. Bitte prüfe die Internetverbindung des Servers und versuche es erneut.',
  timeout: 'Buffer hat nicht rechtzeitig geantwortet. Bitte versuche es in einigen Minuten erneut.',
  serverError: (bufferMessage?: string) =>
    `Bei Buffer ist ein Fehler aufgetreten${bufferMessage ? ` („${bufferMessage}“)` : ''}. Bitte versuche es später erneut.`,
  rejected: (bufferMessage: string) => `Buffer hat den Post abgelehnt: ${bufferMessage}`,
  limitReached: (bufferMessage: string) => `Ein Limit deines Buffer-Tarifs ist erreicht: ${bufferMessage}`,
  badRequest: (bufferMessage: string) =>
    `Buffer hat die Anfrage nicht angenommen („${bufferMessage}“). Möglicherweise hat sich Buffers Schnittstelle geändert.`,
  unexpectedAnswer: 'Buffer hat unerwartet geantwortet. Bitte versuche es später erneut.',
  channelNotFound:
    'Der Buffer-Kanal mit dieser Profile ID wurde nicht gefunden. Bitte prüfe die Profile ID (Kanal-ID) in den Admin-Einstellungen.',
  channelNotInstagram: (service: string) =>
    `Dieser Buffer-Kanal ist kein Instagram-Kanal (sondern ${service}). Bitte wähle den Instagram-Kanal aus.`,
  channelDisconnected:
    'Der Instagram-Kanal ist in Buffer getrennt. Bitte verbinde Instagram in Buffer neu und teste die Verbindung dann noch einmal.',
  channelLocked:
    'Der Instagram-Kanal ist in Buffer gesperrt (zum Beispiel nach einem Tarifwechsel). Bitte entsperre ihn in Buffer.',
  connectionOk: (name: string) => `Verbindung erfolgreich: Instagram-Kanal „${name}“ gefunden.`,
  remindersWarning:
    'Dieser Kanal ist in Buffer auf Erinnerungen eingestellt: Posts werden nicht automatisch veröffentlicht, sondern per Benachrichtigung zum Posten in der Instagram-App angekündigt.',
  personalProfileWarning:
    'Dies ist ein persönliches Instagram-Profil. Buffer kann dort nur erinnern, nicht automatisch veröffentlichen. Bitte verbinde ein Instagram-Business-Konto.',
  queuePausedWarning: 'Die Warteschlange dieses Kanals ist in Buffer pausiert.',
  noInstagramChannels: 'In diesem Buffer-Konto ist kein Instagram-Kanal verbunden.',
  channelMissing: (name: string) =>
    `Der Kanal „${name}“ ist in Buffer nicht (mehr) vorhanden. Die Kanäle für das Team müssen in den Einstellungen unter „Veröffentlichung“ neu gewählt werden (nur mit Admin-Rolle).`,
  channelDisconnectedNamed: (name: string) =>
    `Der Kanal „${name}“ ist in Buffer getrennt. Bitte verbinde ihn in Buffer neu.`,
  channelLockedNamed: (name: string) =>
    `Der Kanal „${name}“ ist in Buffer gesperrt (zum Beispiel nach einem Tarifwechsel). Bitte entsperre ihn in Buffer.`,
  postGone: 'Der Beitrag wurde in Buffer gelöscht.',
  postError: (bufferMessage: string) => `Buffer konnte den Beitrag nicht veröffentlichen: ${bufferMessage}`,
} as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 Sekunde' : `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
  return `${Math.ceil(minutes / 60)} Stunden`;
}
