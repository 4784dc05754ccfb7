/**
 * An outlet's name as readers know it, from the title of its feed: „DER SPIEGEL - Schlagzeilen“ → „DER SPIEGEL“,
 * „Le Monde (English)“ → „Le Monde“, „tagesschau.de - Die Nachrichten der ARD“ → „tagesschau“. A name that is
 * already a display name („POLITICO Europe“, „tagesschau“) stays as it is.
 */
export function outletDisplayName(feedTitle: string): string {
  const name = feedTitle
    .replace(/\s+[-–|:]\s+.*$/, '')
    .replace(/\s*\((?:English|englisch|EN|Deutsch)\)$/i, '')
    .replace(/\s+in English$/i, '')
    .replace(/\s+(?:World|Welt|Schlagzeilen|Startseite|Nachrichten|Politik|Europa)$/i, '')
    .replace(/\.(?:de|com|net|org|at|ch|eu)$/i, '')
    .trim();
  return name || feedTitle.trim();
}
