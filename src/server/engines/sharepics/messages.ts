/** German texts of the sharepic engine that callers pass on to users. */
export const sharepicMessages = {
  overflow: (index: number) => `Text zu lang für Sharepic ${index}`,
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

export function sharepicAltText(index: number, titel: string, inhalt = ''): string {
  const text = [titel.trim(), inhalt.trim()].filter((t) => t !== '').join(' – ');
  return `Sharepic ${index}: ${text}`.replace(/\s+/g, ' ').trim();
}
