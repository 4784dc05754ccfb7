import { messages } from '../../../shared/messages';

/** German texts for the server-side photo search. */
export const photoMessages = {
  emptyQuery: messages.search.emptyText,
  noKey: 'Die Bildsuche ist nicht eingerichtet: Es ist kein Pexels-API-Schlüssel konfiguriert.',
  unauthorized: 'Der Pexels-API-Schlüssel wurde abgelehnt. Bitte prüfe PEXELS_API_KEY in der Server-Konfiguration.',
  rateLimited: (seconds?: number) =>
    `Das Kontingent der Bildsuche bei Pexels ist vorübergehend aufgebraucht. Bitte versuche es ${
      seconds ? `in ${formatWait(seconds)}` : 'später'
    } erneut.`,
  network: 'Die Bildsuche (Pexels) ist gerade nicht erreichbar. ' + messages.search.failedText,
  timeout: 'Die Bildsuche (Pexels) hat nicht rechtzeitig geantwortet. ' + messages.search.failedText,
  serverError: 'Bei der Bildsuche (Pexels) ist ein Fehler aufgetreten. ' + messages.search.failedText,
  badRequest: (detail: string) => `Pexels hat die Suchanfrage abgelehnt: ${detail}`,
  photoBy: (photographer: string) => `Foto von ${photographer}`,
} as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
  const hours = Math.ceil(minutes / 60);
  return hours < 48 ? `${hours} Stunden` : `${Math.ceil(hours / 24)} Tagen`;
}
