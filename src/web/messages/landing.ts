/** The overview's hero, gallery introduction and the four steps (analysis, selection, preparation, approval). */
export const landingText = {
  heroKicker: (organization: string | undefined) => `${organization ? `${organization} · ` : ''}Europa-News`,
  heroTitle: 'Europäische Nachrichten, täglich analysiert – veröffentlicht wird, was das Team entscheidet.',
  heroText:
    'Das System durchsucht jeden Tag europäische Nachrichtenquellen, wählt die sieben wichtigsten Themen der Woche aus und bereitet zu jedem Thema einen Instagram-Text und drei Sharepics vor. Was davon veröffentlicht wird, entscheidet die Organisation.',
  heroButton: 'Zu den aktuellen Themen',

  galleryTitle: 'Themenvorschläge',
  galleryIntro:
    'Die wichtigsten europäischen Themen mit Sharepics, Instagram-Text und strategischer Einschätzung. Klicke auf ein Thema, um alle Details zu sehen.',

  howItWorksTitle: 'So funktioniert es',
  step: (n: number) => `Schritt ${n}`,
  steps: [
    {
      title: 'Analyse',
      text: 'Jeden Tag werden europäische Nachrichtenquellen durchsucht und nach Themen gebündelt.',
    },
    { title: 'Auswahl', text: 'Aus allen Meldungen entstehen die sieben wichtigsten Themen der Woche.' },
    {
      title: 'Aufbereitung',
      text: 'Zu jedem Thema werden drei Sharepics und ein Vorschlag für den Instagram-Text erstellt.',
    },
    {
      title: 'Freigabe durch das Team',
      text: 'Jede Veröffentlichung erfolgt manuell – erst nach redaktioneller Prüfung durch das Team.',
    },
  ],
} as const;
