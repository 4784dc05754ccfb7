/** 1400 → „1.400“, as German readers write counts. */
const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * The German message catalogue. Every string a user reads in a toast or an error answer lives here,
 * word for word as the product's fixed wording (docs/product.md#fixed-wording); the tests assert them.
 */
export const messages = {
  validation: {
    title: 'Validierungsfehler',
    invalidEmail: 'Ungültige E-Mail-Adresse',
    passwordTooShort: 'Passwort muss mindestens 6 Zeichen lang sein',
    bufferTokenRequired: 'Buffer Access Token wird benötigt',
    bufferProfileRequired: 'Buffer Profile ID wird benötigt',
    bufferTokenCharacters:
      'Der Access Token enthält Zeichen, die in keinem Buffer-Token vorkommen (etwa Umlaute, Leerzeichen oder Emojis). Bitte kopiere ihn noch einmal aus Buffer.',
    invalidInput: 'Die Eingabe ist ungültig.',
    controlCharacters: 'Der Text darf keine Steuerzeichen enthalten.',
    brokenCharacters: 'Der Text enthält ungültige Zeichen.',
    tooLong: (field: string, max: number) =>
      `${field} darf höchstens ${max.toLocaleString('de-DE')} Zeichen lang sein.`,
    invalidUrl: 'Bitte gib eine gültige http(s)-Adresse ein',
    invalidImageUrl: 'Bitte gib eine http(s)-Adresse oder ein hochgeladenes Bild an.',
    invalidVersion: 'Die Versionsnummer ist ungültig. Bitte lade die Seite neu.',
    notJson: 'Bitte sende die Daten als JSON (Content-Type: application/json).',
    invalidJson: 'Der Inhalt ist kein gültiges JSON.',
    bodyTooLarge: (kilobytes: number) => `Die Anfrage ist zu groß (höchstens ${kilobytes} KB).`,
    dateFormat: 'Bitte ein Datum im Format JJJJ-MM-TT angeben.',
    impossibleDate: 'Dieses Datum gibt es nicht im Kalender.',
  },
  search: {
    emptyTitle: 'Suchbegriff fehlt',
    emptyText: 'Bitte gib einen Suchbegriff ein',
    noResultsTitle: 'Keine Ergebnisse',
    noResultsText: 'Versuche einen anderen Suchbegriff',
    failedTitle: 'Fehler bei der Bildsuche',
    failedText: 'Bitte versuche es erneut.',
    imageSelected: 'Bild ausgewählt',
  },
  photos: {
    sourceNames: { commons: 'Wikimedia Commons', pexels: 'Pexels', upload: 'Eigene Uploads' },
    /** „Foto: Name / CC BY-SA 4.0 / Wikimedia Commons“; without a licence „Foto: Name / Pexels“. */
    creditLine: (author: string, provider: string, licence?: string) =>
      `Foto: ${[author, licence, provider].filter(Boolean).join(' / ')}`,
    noPexelsKey: 'Pexels ist nicht eingerichtet (PEXELS_API_KEY fehlt).',
    commonsOff: 'Wikimedia Commons ist abgeschaltet (COMMONS_API_URL=off).',
  },
  edit: {
    savedTitle: 'Gespeichert',
    instagramSaved: 'Instagram-Text wurde aktualisiert',
    sharepicTextsSaved: 'Sharepic-Texte wurden aktualisiert',
    backgroundsSaved: 'Hintergrundbilder wurden aktualisiert',
    saveFailedTitle: 'Fehler',
    saveFailedText: 'Änderungen konnten nicht gespeichert werden',
    conflict:
      'Jemand anderes hat diesen Beitrag inzwischen geändert. Bitte lade die Seite neu und übernimm deine Änderungen erneut.',
    copied: 'Text kopiert',
    /** Every content change of a planned topic is refused: what is planned in Buffer is what goes out. */
    planned: 'Dieser Beitrag ist geplant. Zum Bearbeiten zuerst die Planung stornieren.',
    sharepicNotEditable: 'Sharepic 3 ist das feste Info-Bild und kann nicht bearbeitet werden.',
    sharepicTitleTooLong: (index: number, max: number, given: number) =>
      `Der Titel von Sharepic ${index} ist zu lang für das Bild: höchstens ${formatCount(max)} Zeichen, eingegeben wurden ${formatCount(given)}.`,
    sharepicBodyTooLong: (index: number, max: number, given: number) =>
      `Der Text von Sharepic ${index} ist zu lang für das Bild: höchstens ${formatCount(max)} Zeichen, eingegeben wurden ${formatCount(given)}.`,
  },
  caption: {
    regeneratedTitle: 'Neuer Text vorgeschlagen',
    regeneratedText: 'Der Instagram-Text wurde aus den Artikeln der Geschichte neu geschrieben.',
    regenerateFailedTitle: 'Kein neuer Text',
    notAfterRelease:
      'Freigegebene und veröffentlichte Themen bekommen keinen neuen Text vorgeschlagen. Bearbeite den Text von Hand.',
    noArticles:
      'Für dieses Thema sind die Artikel nicht gespeichert, aus denen es entstand. Ein neuer Text lässt sich nicht vorschlagen.',
    evidenceFailedTitle: 'Belege konnten nicht geladen werden',
  },
  /** The caption's readiness for the editor and the defect classes the checks found (shared/caption-review.ts). */
  captionReview: {
    defect: {
      'quelle-fehlt': 'Medium nicht im Satz genannt',
      zeitangabe: 'Veraltete Zeitangabe',
      'nachricht-fehlt': 'Nachricht oder Kernzahl der Überschrift fehlt',
      ueberholt: 'Überholter Stand',
      'nicht-eigenstaendig': 'Satz nicht eigenständig',
      'andere-geschichte': 'Andere Geschichte eingemischt',
      doppelt: 'Gleiche Aussage doppelt',
      'eu-bezug': 'EU-Bezug allgemein oder falsch',
      schluss: 'Schluss passt nicht zur Nachricht',
      hashtags: 'Hashtags',
      quellenzeile: 'Quellenzeile',
      'ein-medium': 'Nur ein Medium',
      sprache: 'Sprache und Typografie',
      presserecht: 'Presserecht',
    },
    euAngleMissing: 'EU-Bezug fehlt',
  },
  regenerate: {
    startedTitle: 'Bilder werden generiert',
    startedText: '(30-60 Sekunden)',
    doneTitle: 'Bilder aktualisiert',
    failedTitle: 'Fehler bei der Generierung',
  },
  publish: {
    successTitle: 'Veröffentlicht',
    successText: 'Post wurde über Buffer auf Instagram veröffentlicht',
    failedTitle: 'Fehler bei der Veröffentlichung',
    failedText: 'Post konnte nicht veröffentlicht werden',
    alreadyPublished:
      'Dieses Thema wurde bereits veröffentlicht. Ein erneutes Veröffentlichen erstellt einen zweiten Beitrag auf Instagram.',
    republishNeedsConfirmation:
      'Dieses Thema wurde bereits veröffentlicht. Ein erneutes Veröffentlichen erstellt einen zweiten Beitrag auf Instagram und muss ausdrücklich mit „Erneut veröffentlichen“ bestätigt werden.',
  },
  release: {
    releasedTitle: 'Freigegeben',
    releasedText: 'Der Beitrag ist freigegeben und kann veröffentlicht werden.',
    withdrawnTitle: 'Freigabe zurückgezogen',
    failedTitle: 'Freigeben nicht möglich',
    ownChange: 'Freigeben muss eine zweite Person: Du hast die letzte Änderung an diesem Beitrag gemacht.',
    required: 'Veröffentlichen erst nach Freigabe durch eine zweite Person: Dieser Beitrag ist noch nicht freigegeben.',
    outdated:
      'Die Freigabe passt nicht mehr zu dem, was veröffentlicht würde (Text, Bilder oder Kanal haben sich geändert). Bitte erneut freigeben lassen.',
    alreadyReleased: 'Dieser Beitrag ist bereits freigegeben.',
    notReleasable: 'Ein veröffentlichter Beitrag wird erst nach einer Änderung wieder freigegeben.',
    notReleased: 'Dieser Beitrag ist nicht freigegeben.',
    inFlight: 'Die Veröffentlichung läuft bereits; die Freigabe kann nicht mehr zurückgezogen werden.',
    imagesMissing: 'Freigeben geht erst, wenn alle drei Bilder erzeugt sind.',
    otherChannels:
      'Die Freigabe gilt für andere Kanäle (oder andere Texte je Kanal). Veröffentliche den freigegebenen Plan oder hebe die Freigabe auf und lass den neuen Plan freigeben.',
    otherTime:
      'Die Freigabe gilt für einen anderen Zeitpunkt. Veröffentliche den freigegebenen Plan oder hebe die Freigabe auf und lass den neuen Plan freigeben.',
    timePassed: (when: string) =>
      `Der freigegebene Zeitpunkt (${when}) ist vorbei oder liegt weniger als 10 Minuten in der Zukunft. Bitte hebe die Freigabe auf und lass den Beitrag für einen neuen Zeitpunkt freigeben.`,
    moveOwnChange:
      'Verschieben muss eine zweite Person: Der Zeitpunkt gehört zur Freigabe, und du hast die letzte Änderung an diesem Beitrag gemacht.',
    noChannel: 'Freigeben geht erst, wenn Buffer eingerichtet ist und das Team einen Kanal nutzen darf.',
    planChangedTitle: 'Freigabe aufgehoben',
  },
  download: {
    started: 'Download gestartet',
    failedTitle: 'Download fehlgeschlagen',
    failedText: 'Bitte versuche es erneut.',
  },
  login: {
    failedTitle: 'Fehler beim Login',
    invalidCredentials: 'E-Mail oder Passwort falsch',
    successTitle: 'Login erfolgreich',
    successText: 'Willkommen zurück!',
    rateLimited: (minutes: number) =>
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in ${minutes} Minuten erneut.`,
  },
  settings: {
    savedTitle: 'Gespeichert',
    savedText: 'Buffer-Einstellungen wurden aktualisiert',
    loadFailedTitle: 'Fehler beim Laden',
    loadFailedText: 'Einstellungen konnten nicht geladen werden',
    saveFailedTitle: 'Fehler beim Speichern',
    saveFailedText: 'Einstellungen konnten nicht gespeichert werden',
  },
  regionalTerms: {
    savedText: 'Regionale Begriffe wurden aktualisiert',
    notAList: 'Die regionalen Begriffe müssen als Liste von Texten gesendet werden.',
    tooMany: (max: number, given: number) =>
      `Es sind höchstens ${max} regionale Begriffe möglich, eingegeben wurden ${given}.`,
    tooShort: (term: string, min: number) =>
      `„${term}“ ist zu kurz: Ein regionaler Begriff braucht mindestens ${min} Zeichen.`,
    tooLong: (term: string, max: number) =>
      `„${term}“ ist zu lang: Ein regionaler Begriff darf höchstens ${max} Zeichen haben.`,
  },
  users: {
    loadFailedTitle: 'Fehler beim Laden',
    loadFailedText: 'Benutzer konnten nicht geladen werden',
    createdTitle: 'Benutzer erstellt',
    createdText: (email: string) => `${email} wurde erfolgreich angelegt`,
    createFailedTitle: 'Fehler',
    createFailedFallback: 'Failed to create user',
    deletedTitle: 'Benutzer gelöscht',
    deletedText: 'Der Benutzer wurde erfolgreich entfernt',
    deleteFailedTitle: 'Fehler beim Löschen',
    deleteFailedFallback: 'Failed to delete user',
    cannotDeleteSelf: 'Du kannst dein eigenes Konto nicht löschen.',
    cannotRemoveLastAdmin: 'Der letzte Admin kann nicht gelöscht oder herabgestuft werden.',
    emailTaken: 'Diese E-Mail-Adresse ist bereits vergeben.',
  },
  admin: {
    checkFailedTitle: 'Fehler',
    checkFailedText: 'Admin-Status konnte nicht geprüft werden: ',
    // The specification's „Keine Berechtigung“ redirect is gone: editors are told what they can do instead
    // (docs/decisions/040-editors-without-dead-ends.md).
  },
  account: {
    currentPasswordWrong: 'Das aktuelle Passwort ist falsch.',
    passwordRateLimited: (minutes: number) =>
      `Zu viele falsche Passwörter. Bitte versuche es in ${minutes} Minuten erneut.`,
  },
  api: {
    unauthorized: 'Bitte melde dich an.',
    forbidden: 'Dafür fehlt dir die Berechtigung.',
    notFound: 'Nicht gefunden.',
    newsNotFound: 'Dieser Beitrag wurde nicht gefunden.',
    routeNotFound: 'Diese Adresse gibt es nicht.',
    crossOrigin: 'Anfrage von einer fremden Herkunft abgelehnt.',
    internal: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.',
    databaseUnavailable: 'Die Datenbank ist nicht erreichbar.',
  },
} as const;
