/**
 * The outlet a feed belongs to, as readers know it: „DER SPIEGEL“ for the feed „DER SPIEGEL - Schlagzeilen“ or
 * „DER SPIEGEL Ausland“, „Deutschlandfunk“ for „Deutschlandfunk Nachrichten“. Captions name outlets, never
 * feeds (the sources line, „(SPIEGEL)“ in a sentence), and two feeds of one outlet are one outlet.
 * Idempotent: an outlet name stays as it is.
 */

// Feed titles add a section or an edition after the outlet's name; these words are never the outlet.
const sectionWords =
  /\s+(?:Schlagzeilen|Nachrichten|Topnews|Top-Meldungen|Startseite|Ausland|Inland|Politik|Wirtschaft|Europa|Deutsch|Deutschland|Österreich|World|International|Latest|Top Stories|Home|Presseraum|Pressemitteilungen|in English|English)$/i;
// „ORF news“: the lower-case word is the feed's, „Sky News“ is the outlet's name.
const lowerSectionWord = /\s+news$/;

export function outletName(feedTitle: string): string {
  let name = feedTitle.trim().replace(/\s+/g, ' ');
  // „tagesschau.de - die erste Adresse …“, „Sky News - World“, „Rat der EU – Pressemitteilungen“
  name = name.split(/\s+[-–|]\s+/)[0];
  name = name.replace(/\s*\([^)]*\)\s*$/, '');
  for (let previous = ''; previous !== name;) {
    previous = name;
    // „POLITICO Europe“ is the outlet's own name: only strip section words that leave at least one word.
    const stripped = name.replace(sectionWords, '').replace(lowerSectionWord, '');
    if (stripped.trim()) name = stripped.trim();
  }
  name = name.replace(/\.(?:de|at|ch|com|eu)$/i, '');
  return name || feedTitle.trim();
}

/** How a caption names the outlet inside a sentence: „(SPIEGEL)“, „laut tagesschau“. */
export function outletInText(outlet: string): string {
  return outlet.replace(/^(?:DER|DIE|DAS|Der|Die|Das|The)\s+(?=\S)/, '').replace(/\s+Europe$/, '');
}

/** The carousel's name for the same thing (slide 2's outlet lines). */
export const outletDisplayName = outletName;
