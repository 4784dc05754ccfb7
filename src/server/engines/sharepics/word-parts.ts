/**
 * Where a German compound joins its parts, so a line breaks „Übergangs-haushalt“ rather than „Übergangshaus-halt“
 * and „Beitritts-gespräche“ rather than „Beitrittsgesprä-che“. The hyphenation patterns (hyphen/de) give every
 * syllable break and cannot tell these apart; two signs of a joint are added here:
 * - the joint after a linking „s“ behind a noun ending („Übergangs-“, „Beitritts-“, „Regierungs-“, „Bundes-“);
 * - the joint before a word that ends many compounds of the news (a short list: „-haushalt“, „-präsidentin“).
 * A break that leaves one to three letters on either side is a poor one: it is only taken when the word cannot
 * be set otherwise.
 */
const linkingEnd = /(?:ungs|heits|keits|schafts|ions|täts|ings|ngs|tts|ts|ands|ndes|ens|lings|tums|ers)$/;

// Heads of frequent compounds in news, lower case, as they start the rest of the word (inflected forms included).
const heads = [
  'abkommen', 'absage', 'abstimmung', 'amt', 'angriff', 'anschlag', 'arbeit', 'ausschuss', 'außen', 'bank', 'bau',
  'bericht', 'bewegung', 'bündnis', 'bürger', 'chef', 'debatte', 'dienst', 'direktor', 'duell', 'ebene', 'einigung',
  'entscheid', 'erhöhung', 'ernährung', 'fahrer', 'flucht', 'flüchtling', 'fraktion', 'frage', 'frieden', 'führer',
  'gebiet', 'gefahr', 'gegner', 'geld', 'gericht', 'gesetz', 'gespräch', 'gipfel', 'grenze', 'gruppe', 'haft',
  'handel', 'haupt', 'haushalt', 'haus', 'häus', 'hilfe', 'industrie', 'institut', 'kampf', 'kandidat', 'kanzler',
  'kommission', 'konferenz', 'konflikt', 'kosten', 'krieg', 'krise', 'kultur', 'land', 'länder', 'leiter', 'lage',
  'markt', 'minister', 'mitglied', 'nachricht', 'netz', 'opfer', 'ordnung', 'paket', 'parlament', 'partei', 'plan',
  'politik', 'präsident', 'preis', 'programm', 'prozess', 'rat', 'recht', 'reform', 'regierung', 'region',
  'reaktor', 'rettung', 'schutz', 'sender', 'sicherheit', 'sitz', 'sprecher', 'staat', 'stadt', 'standort',
  'steuer', 'strafe', 'streit', 'system', 'tag', 'treffen', 'truppe', 'umfrage', 'union', 'unternehmen',
  'verband', 'verfahren', 'verfassung', 'verhandlung', 'vertrag', 'vertreter', 'verteidigung', 'volk', 'vorschlag',
  'waffe', 'wahl', 'weg', 'welt', 'werk', 'wirtschaft', 'zahl', 'zeit', 'ziel', 'zoll', 'zölle',
];
const headStart = new RegExp(`^(?:${heads.join('|')})`);

export type BreakQuality = 0 | 1 | 2;

/** How good a break between `left` and `right` (two parts of one word, both without hyphens) is. */
export function breakQuality(left: string, right: string): BreakQuality {
  const l = left.toLowerCase();
  const r = right.toLowerCase();
  if (l.length < 4 || r.length < 4) return 0;
  if (linkingEnd.test(l) || headStart.test(r)) return 2;
  return 1;
}
