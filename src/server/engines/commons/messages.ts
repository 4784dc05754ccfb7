/** German texts for the Wikimedia Commons photo search. */
export const commonsMessages = {
  network: 'Wikimedia Commons ist gerade nicht erreichbar.',
  timeout: 'Wikimedia Commons hat nicht rechtzeitig geantwortet.',
  serverError: 'Bei der Suche in Wikimedia Commons ist ein Fehler aufgetreten.',
  rateLimited: 'Wikimedia Commons bittet um eine Pause. Bitte versuche es gleich noch einmal.',
  unknownAuthor: 'Unbekannt',
  credit: (author: string, licence: string) => `Foto: ${author} / ${licence} / Wikimedia Commons`,
} as const;
