/** German texts of the sharepic engine that callers pass on to users. */
export const sharepicMessages = {
  overflow: (index: number) => `Text zu lang für Sharepic ${index}`,
  render: {
    timeout: (seconds: number) =>
      `Das Sharepic konnte nicht innerhalb von ${seconds === 1 ? 'einer Sekunde' : `${seconds} Sekunden`} erzeugt werden. Bitte kürze den Text oder versuche es erneut.`,
    crashed: 'Beim Erzeugen des Sharepics ist ein Fehler aufgetreten. Bitte versuche es erneut.',
    busy: 'Der Server erzeugt gerade sehr viele Bilder. Bitte versuche es in einer Minute erneut.',
    closed: 'Der Server wird gerade beendet, das Sharepic wurde nicht erzeugt. Bitte versuche es gleich erneut.',
  },
  photo: {
    missing: 'Kein Hintergrundbild angegeben.',
    invalidUrl: 'Die Bildadresse ist ungültig.',
    protocol: 'Als Bildadresse sind nur http- und https-Adressen erlaubt.',
    privateAddress: 'Diese Bildadresse zeigt auf ein internes Netz und ist nicht erlaubt.',
    dnsFailed: 'Der Server der Bildadresse wurde nicht gefunden.',
    tooManyRedirects: 'Die Bildadresse leitet zu oft weiter.',
    httpError: (status: number) => `Das Bild konnte nicht geladen werden (HTTP ${status}).`,
    fetchFailed: 'Das Bild konnte nicht geladen werden.',
    timeout: 'Das Bild konnte nicht innerhalb von 10 Sekunden geladen werden.',
    tooLarge: 'Das Bild ist größer als 10 MB.',
    notAnImage: 'Die Datei ist kein lesbares Bild.',
    mediaNotFound: 'Das hochgeladene Bild wurde nicht gefunden.',
  },
} as const;

/** The credit line drawn on a sharepic for a stored photo credit, worded as the web shows it. */
export function photoCreditText(credit: { photographer: string; provider: string }): string | null {
  const photographer = credit.photographer.trim();
  if (photographer === '') return null;
  return `Foto: ${photographer} / ${credit.provider.trim() || 'Pexels'}`;
}

export function sharepicAltText(index: number, titel: string, inhalt = ''): string {
  const text = [titel.trim(), inhalt.trim()].filter((t) => t !== '').join(' – ');
  return `Sharepic ${index}: ${text}`.replace(/\s+/g, ' ').trim();
}
