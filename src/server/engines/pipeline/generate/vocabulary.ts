import { conceptLabelsDe } from './concept-labels';

/** Words our German framing templates use; the fact check accepts them without a source. */
export const templateWords = [
  'Worum', 'Darüber', 'Medien', 'Medium', 'Ländern', 'Land', 'Artikel', 'Europa', 'Europas', 'EU', 'Region', 'Warum',
  'Was', 'Für', 'Schreib', 'Kommentare', 'Quellen', 'Quelle', 'Internationale', 'Berichte', 'Bericht', 'Genannt',
  'Zahlen', 'Daten', 'Beteiligt', 'Namen', 'Thema', 'Mehr', 'Link', 'Bio', 'Diskutiere', 'Meinung', 'Europäische',
  'Union', 'Nachrichten', 'Laut', 'Stichworte', 'Wichtig', 'Politik', 'Entscheidungen', 'Alltag', 'Menschen',
  'Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember',
  'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag', 'Woche', 'Wochenende',
  'Deutsch', 'Englisch', 'Englischsprachige', 'Zusammenfassung', 'Stand', 'Uhr', 'Prozent', 'Millionen', 'Milliarden',
];

export const monthsDe = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

export { conceptLabelsDe };
