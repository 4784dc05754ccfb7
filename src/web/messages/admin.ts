/** The admin area: its sections (navigation label, heading, subtitle). */
export const adminText = {
  navLabel: 'Admin-Bereiche',
  sections: {
    publishing: {
      label: 'Veröffentlichung',
      title: 'Admin-Einstellungen',
      subtitle:
        'Verbindung zu Buffer für automatische Instagram-Posts: freigegebene Beiträge werden über Buffer auf Instagram veröffentlicht.',
    },
    analysis: {
      label: 'Analyse & Quellen',
      title: 'Analyse & Quellen',
      subtitle:
        'Die tägliche Analyse sofort starten und verfolgen, ihre letzten Läufe und die Nachrichtenquellen, die sie liest.',
    },
    region: {
      label: 'Region',
      title: 'Region',
      subtitle: 'Orte und Begriffe, durch die ein Thema für die Region der Organisation zählt.',
    },
    texts: {
      label: 'Texte',
      title: 'Texte',
      subtitle:
        'Wie die Analyse die Instagram-Texte der Organisation schreibt: Anrede, Ton, feste Hashtags und Schlusszeile.',
    },
    brand: {
      label: 'Erscheinungsbild',
      title: 'Erscheinungsbild',
      subtitle:
        'Wie die Sharepics und die Kopfzeile der Organisation aussehen: Name, Farben, Schrift, Layout und Logo.',
    },
    imprint: {
      label: 'Impressum',
      title: 'Impressum',
      subtitle: 'Wer die Seite betreibt: die Angaben, die das Impressum öffentlich zeigt.',
    },
    protokoll: {
      label: 'Protokoll',
      title: 'Protokoll',
      subtitle:
        'Jede Änderung an Beiträgen, Einstellungen und Konten: wer, wann, was. Einträge lassen sich nicht ändern oder löschen.',
    },
    team: {
      label: 'Benutzer',
      title: 'Benutzerverwaltung',
      subtitle: 'Zugänge für das Team anlegen, Rollen vergeben und Konten entfernen.',
      editorSubtitle: 'Wer zum Team gehört und wer die Admins sind.',
    },
  },

  /** What an editor finds on a page only admins change, instead of being sent away. */
  editorNotice: {
    title: 'Diesen Bereich ändern Admins',
    text: (role: string) => `Als ${role} kannst du hier nichts einstellen. Das kannst du tun:`,
    changePassword: 'Dein eigenes Passwort ändern',
    viewTeam: 'Das Team ansehen',
    askAdmin: 'Eine Admin-Person bitten, etwas zu ändern:',
    noAdmins: 'Es ist noch keine Admin-Person eingetragen.',
    adminsLoading: 'Admins werden geladen …',
  },
} as const;
