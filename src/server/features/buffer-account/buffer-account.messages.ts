/** German texts of the Buffer connection beyond the catalogue in src/shared/messages.ts. */
export const bufferAccountMessages = {
  noStoredToken: 'Es ist noch kein Buffer Access Token gespeichert. Bitte trage zuerst einen Token ein.',
  tokenUnreadable:
    'Der gespeicherte Buffer Access Token kann nicht entschlüsselt werden (wurde das Server-Geheimnis BETTER_AUTH_SECRET geändert?). Bitte trage den Token neu ein.',
  unknownChannel: (id: string) =>
    `Den Kanal ${id} gibt es in diesem Buffer-Konto nicht (mehr). Bitte lade die Kanäle neu und wähle erneut.`,
} as const;
