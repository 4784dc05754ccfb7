import type { NewNewsRow } from '../../db/schema/news';

/**
 * Hand-written demo topics for `npm run db:seed`, so the gallery can be seen before any analysis ran.
 * `daysAgo` places each topic relative to today: 0 = Heute, 1–6 = this week (when the week has begun),
 * 8+ = Vergangene.
 */
export interface DemoTopic extends Omit<NewNewsRow, 'date' | 'sharepics'> {
  daysAgo: number;
  titel: string;
  inhalt: string;
}

export const demoTopics: DemoTopic[] = [
  {
    daysAgo: 0,
    title: 'EU-Parlament stimmt für neues Lieferkettengesetz',
    titel: 'EU-Parlament beschließt Lieferkettengesetz',
    inhalt:
      'Große Unternehmen müssen künftig prüfen, ob in ihren Lieferketten Menschenrechte verletzt oder die Umwelt geschädigt wird. Die Mitgliedstaaten haben zwei Jahre Zeit für die Umsetzung.',
    instagramText:
      'Wer haftet für Kinderarbeit am Anfang der Lieferkette? 🌍\n\nDas Europäische Parlament hat heute das EU-Lieferkettengesetz beschlossen. Große Unternehmen müssen prüfen, ob bei ihren Zulieferern Menschenrechte verletzt oder die Umwelt geschädigt wird.\n\nWarum das wichtig ist: Die Regeln gelten im ganzen Binnenmarkt – auch für Betriebe aus unserer Region, die in Europa verkaufen.\n\nWas meint ihr: Geht das Gesetz weit genug? Schreibt es in die Kommentare! 👇\n\nQuellen: tagesschau, Euractiv\n\n#Europa #EUParlament #Lieferkette #Menschenrechte #EU',
    sourceUrl: 'https://www.tagesschau.de/ausland/europa/lieferkettengesetz-eu-100.html',
    searchTerm: 'container ship port',
    recommendationPriority: 'hoch',
    recommendationSharepicQuality: 'Gut: Texte passen, Kontrast ausreichend, Foto vorhanden.',
    recommendationReasoning:
      'Breit berichtet (6 Medien aus 3 Ländern), direkte Folgen für Unternehmen in der Region, abgeschlossene Entscheidung statt Ankündigung.',
    recommendationEditSuggestions: ['Ein Beispiel aus der Region ergänzen', 'Umsetzungsfrist im Sharepic nennen'],
    recommendationSignals: {
      medien: 6,
      laender: 3,
      sprachen: 2,
      eu_bezug: 0.9,
      zusammenfassung: 'Warum ausgewählt: 6 Medien aus 3 Ländern, starker EU-Bezug.',
    },
  },
  {
    daysAgo: 0,
    title: 'Kommission schlägt Milliardenfonds für Verteidigung vor',
    titel: 'Milliardenfonds für Europas Verteidigung',
    inhalt:
      'Die Europäische Kommission will gemeinsame Rüstungsprojekte mit Krediten fördern. Über den Vorschlag entscheiden nun der Rat und das Parlament.',
    instagramText:
      'Mehr gemeinsame Verteidigung in Europa – aber wie wird sie bezahlt? 🇪🇺\n\nDie Europäische Kommission hat einen Fonds vorgeschlagen, der gemeinsame Rüstungsprojekte der Mitgliedstaaten mit Krediten fördern soll. Entscheiden müssen jetzt Rat und Parlament.\n\nFür uns heißt das: Die Debatte über Europas Sicherheit wird konkret – und sie betrifft auch den Haushalt.\n\nDiskutiert mit uns beim nächsten Europa-Stammtisch!\n\nQuellen: Deutschlandfunk, Politico Europe\n\n#Europa #Sicherheit #EUKommission #Verteidigung',
    sourceUrl: 'https://www.deutschlandfunk.de/eu-verteidigung-fonds-100.html',
    searchTerm: 'european commission building',
    recommendationPriority: 'dringend',
    recommendationSharepicQuality: 'Gut: Texte passen, Kontrast ausreichend, Foto vorhanden.',
    recommendationReasoning:
      'Sehr breite Berichterstattung, wachsende Zahl an Artikeln seit gestern, hohe Relevanz für die EU-Politik.',
    recommendationEditSuggestions: [
      'Das Wort „massiv“ vermeiden',
      'Höhe des Fonds erst nach offizieller Bestätigung nennen',
    ],
    recommendationAlarmismusFlag: true,
    recommendationFlagEvidence: [{ flag: 'alarmismus', span: 'massiv', rule: 'Verstärkendes Wort' }],
    recommendationSignals: {
      medien: 9,
      laender: 4,
      sprachen: 2,
      wachstum: 2.1,
      eu_bezug: 1,
      zusammenfassung: 'Warum ausgewählt: 9 Medien aus 4 Ländern, stark wachsende Berichterstattung.',
    },
  },
  {
    daysAgo: 2,
    title: 'Rat einigt sich auf gemeinsame Asylregeln',
    titel: 'Einigung auf gemeinsame Asylregeln',
    inhalt:
      'Die Innenministerinnen und Innenminister der EU haben sich auf Verfahren an den Außengrenzen verständigt. Menschenrechtsorganisationen kritisieren die Pläne.',
    instagramText:
      'Ein Kompromiss nach Jahren des Streits 🤝\n\nDie Innenministerinnen und Innenminister der EU haben sich auf gemeinsame Asylverfahren an den Außengrenzen geeinigt. Menschenrechtsorganisationen kritisieren die Pläne.\n\nWarum das wichtig ist: Die Regeln bestimmen, wie Europa mit Schutzsuchenden umgeht – auch in unseren Kommunen.\n\nWie seht ihr den Kompromiss? 💬\n\nQuellen: ZEIT, EUobserver\n\n#Europa #Asyl #Migration #EU',
    sourceUrl: 'https://www.zeit.de/politik/ausland/eu-asyl-einigung',
    searchTerm: 'european union flags',
    recommendationPriority: 'hoch',
    recommendationSharepicQuality: 'Gut: Texte passen, Kontrast ausreichend, Foto vorhanden.',
    recommendationReasoning: 'Kontroverses Thema mit direkter Wirkung auf Kommunen; sachlich formuliert.',
    recommendationEditSuggestions: ['Beide Seiten der Kritik kurz nennen'],
    recommendationSignals: {
      medien: 7,
      laender: 3,
      sprachen: 2,
      eu_bezug: 1,
      zusammenfassung: 'Warum ausgewählt: 7 Medien aus 3 Ländern.',
    },
  },
  {
    daysAgo: 1,
    title: 'Neue Förderrunde für Städtepartnerschaften',
    titel: 'Geld für Städtepartnerschaften',
    inhalt:
      'Mit dem Programm „Bürgerinnen und Bürger, Gleichstellung, Rechte und Werte“ fördert die EU Begegnungen zwischen Partnerstädten. Anträge sind bis zum Frühjahr möglich.',
    instagramText:
      'Eure Stadt hat eine Partnerstadt in Europa? Dann aufgepasst! ✨\n\nDie EU fördert wieder Begegnungen zwischen Partnerstädten. Vereine und Kommunen können bis zum Frühjahr Anträge stellen.\n\nWarum das wichtig ist: Europa entsteht vor Ort – bei Besuchen, Festen und gemeinsamen Projekten.\n\nWir helfen gern beim Antrag – schreibt uns!\n\nQuelle: Europäische Kommission\n\n#Europa #Städtepartnerschaft #EUFörderung',
    sourceUrl: 'https://commission.europa.eu/news/staedtepartnerschaften',
    searchTerm: 'town square festival',
    recommendationPriority: 'mittel',
    recommendationSharepicQuality: 'Gut: Texte passen, Kontrast ausreichend, Foto vorhanden.',
    recommendationReasoning:
      'Wenig Berichterstattung, aber hoher Nutzen für die Region und direkte Handlungsmöglichkeit.',
    recommendationEditSuggestions: ['Antragsfrist mit Datum nennen'],
    recommendationSignals: {
      medien: 2,
      laender: 1,
      sprachen: 1,
      region: 1,
      zusammenfassung: 'Warum ausgewählt: hoher regionaler Bezug.',
    },
  },
  {
    daysAgo: 9,
    title: 'Europäische Zentralbank senkt den Leitzins',
    titel: 'EZB senkt den Leitzins',
    inhalt:
      'Die Europäische Zentralbank hat den Leitzins um 0,25 Prozentpunkte gesenkt. Kredite könnten dadurch günstiger werden.',
    instagramText:
      'Was bedeutet die Zinssenkung für euch? 💶\n\nDie Europäische Zentralbank hat den Leitzins um 0,25 Prozentpunkte gesenkt. Kredite könnten günstiger werden, Sparzinsen sinken.\n\nWarum das wichtig ist: Die EZB entscheidet für alle Länder des Euroraums – vom Häuslebauer bis zum Mittelstand.\n\nFragen dazu? Ab in die Kommentare!\n\nQuellen: FAZ, tagesschau\n\n#Europa #EZB #Euro #Zinsen',
    sourceUrl: 'https://www.faz.net/aktuell/finanzen/ezb-zinsentscheidung.html',
    searchTerm: 'euro coins',
    recommendationPriority: 'mittel',
    recommendationSharepicQuality: 'Gut: Texte passen, Kontrast ausreichend, Foto vorhanden.',
    recommendationReasoning: 'Breit berichtet, alltagsnah; Formulierung „könnten“ ist als Erwartung gekennzeichnet.',
    recommendationEditSuggestions: ['„könnten“ mit einer Quelle belegen'],
    recommendationSpekulationFlag: true,
    recommendationFlagEvidence: [{ flag: 'spekulation', span: 'könnten', rule: 'Vermutung ohne Beleg' }],
    recommendationSignals: {
      medien: 8,
      laender: 4,
      sprachen: 2,
      eu_bezug: 0.8,
      zusammenfassung: 'Warum ausgewählt: 8 Medien aus 4 Ländern.',
    },
  },
  {
    daysAgo: 11,
    title: 'Europäischer Tag der Sprachen in der Region',
    titel: 'Tag der Sprachen: Europa spricht viele Sprachen',
    inhalt: 'Schulen und Vereine in der Region laden zu Sprachcafés ein. Die EU hat 24 Amtssprachen.',
    instagramText:
      'Bonjour, Dzień dobry, Hola! 🗣️\n\nZum Europäischen Tag der Sprachen laden Schulen und Vereine in unserer Region zu Sprachcafés ein. Die EU hat 24 Amtssprachen.\n\nWelche Sprache lernt ihr gerade?\n\nQuelle: Europäische Kommission\n\n#Europa #Sprachen #Vielfalt',
    sourceUrl: 'https://commission.europa.eu/news/tag-der-sprachen',
    searchTerm: 'people talking cafe',
    recommendationPriority: 'niedrig',
    recommendationSharepicQuality: 'Gut: Texte passen, Kontrast ausreichend, Foto vorhanden.',
    recommendationReasoning: 'Wenig Nachrichtenwert, aber positiver regionaler Bezug.',
    recommendationEditSuggestions: [],
    recommendationSignals: {
      medien: 1,
      laender: 1,
      sprachen: 1,
      region: 1,
      zusammenfassung: 'Warum ausgewählt: regionaler Bezug.',
    },
  },
];
