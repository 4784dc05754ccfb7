/** The frame around every page: skip link, header, footer, the 404 page, the sign-in page. */
export const layoutText = {
  skipToContent: 'Zum Inhalt springen',
  brand: 'News Dashboard',
  mainNavigation: 'Hauptnavigation',
  team: 'Benutzer',
  settings: 'Einstellungen',
  planning: 'Planung',
  changePassword: 'Passwort ändern',
  signIn: 'Anmelden',

  footerPilotLabel: 'Pilotprojekt:',
  footerPilotText: (organization: string | undefined) =>
    `Dieses Dashboard wird${organization ? ` von ${organization}` : ''} im Rahmen eines Pilotprojekts erprobt. Alle Vorschläge werden vor einer Veröffentlichung vom Team geprüft.`,
  legalNavigation: 'Rechtliches',
  impressum: 'Impressum',
  datenschutz: 'Datenschutz',

  notFoundDocumentTitle: 'Seite nicht gefunden',
  /** The specification gives the 404 heading in English. */
  notFoundTitle: 'Oops! Page not found',
  notFoundText: (path: string) => `Die Seite „${path}“ gibt es nicht.`,
  notFoundHome: 'Zur Startseite',

  authDocumentTitle: 'News Dashboard Login',
  authBack: 'Zur Übersicht',
  authHeading: 'Anmelden',
  authSubheading: 'News Dashboard für das Team',
  authAccountsHint: 'Zugänge werden von einer Administratorin oder einem Administrator angelegt.',

  legalLoadFailed: 'Die Angaben konnten nicht geladen werden. Bitte lade die Seite neu.',
} as const;
