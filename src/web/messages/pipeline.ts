import type { PipelineRunStatus, PipelineTrigger, SourceFetchStatus, StageStatus } from '../../shared/pipeline';

/** The admin sections "Analyse & Quellen" and "Region": runs, their stages, feed sources, regional terms. */
export const pipelineText = {
  cardTitle: 'Tägliche Analyse',
  cardDescription:
    'Ruft die Nachrichtenquellen ab, bildet Geschichten und wählt die Themen der Woche. Läuft automatisch jeden Morgen; hier kannst du sie sofort starten.',
  start: 'Jetzt analysieren',
  starting: 'Wird gestartet...',
  running: 'Analyse läuft...',
  startedTitle: 'Analyse gestartet',
  startedText: 'Der Fortschritt wird unten angezeigt.',
  startFailedTitle: 'Analyse nicht gestartet',
  finishedTitle: 'Analyse abgeschlossen',
  finishedText: (created: number, updated: number, replaced = 0) =>
    replaced > 0
      ? `${created} neue, ${updated} aktualisierte und ${replaced} ersetzte Themen.`
      : `${created} neue und ${updated} aktualisierte Themen.`,
  replaced: (before: string, after: string) => `ersetzt: „${before}“ → „${after}“`,
  failedTitle: 'Analyse fehlgeschlagen',
  warningTitle: 'Analyse mit Warnung',
  runStatusWarning: 'Erfolgreich mit Warnung',
  sourceFailuresTitle: 'Nicht abgerufene Quellen',
  sourceFailure: (reason: string, names: string[]) => `${reason}: ${names.join(', ')}`,
  demoBadge: 'Demo',
  demoTrigger: 'Demo',
  demoRunNote: (newsDate: string) =>
    `Demo-Lauf beim ersten Start: Die Analyse las die mit dem Dashboard ausgelieferten Feed-Ausschnitte vom ${newsDate}, nicht die Nachrichtenquellen unten. Die erste echte Analyse läuft nach Zeitplan am Morgen oder sofort mit „Jetzt analysieren“.`,
  stageNotRun: 'Nicht ausgeführt',
  loading: 'Wird geladen...',
  loadFailed: 'Die Analyse-Daten konnten nicht geladen werden.',
  progressTitle: (current: boolean) => (current ? 'Aktuelle Analyse' : 'Letzte Analyse'),
  noRuns: 'Es gab noch keine Analyse.',
  historyTitle: 'Letzte Läufe',
  col: {
    started: 'Start',
    trigger: 'Auslöser',
    status: 'Status',
    sources: 'Quellen ok/fehlgeschlagen',
    articles: 'Artikel',
    stories: 'Geschichten',
    topics: 'neu/aktualisiert',
  },
  sourcesTitle: 'Nachrichtenquellen',
  sourcesDescription: 'RSS- und Atom-Feeds, die die Analyse abruft. Deaktivierte Quellen werden übersprungen.',
  noSources: 'Es sind keine Quellen eingetragen.',
  neverFetched: 'Noch nicht abgerufen',
  articleCount: (n: number) => (n === 1 ? '1 Artikel' : `${n} Artikel`),
  enabledLabel: (name: string) => `Quelle „${name}“ aktiv`,
  deleteLabel: (name: string) => `Quelle „${name}“ löschen`,
  deleteTitle: 'Quelle löschen?',
  deleteText: (name: string) =>
    `„${name}“ wird aus der Liste entfernt und bei der nächsten Analyse nicht mehr abgerufen.`,
  cancel: 'Abbrechen',
  confirmDelete: 'Löschen',
  deletedTitle: 'Quelle gelöscht',
  addTitle: 'Quelle hinzufügen',
  nameLabel: 'Name',
  outletLabel: 'Medium in den Texten',
  outletHelp: (derived: string) =>
    `So nennen Instagram-Texte und Quellenzeile das Medium, z. B. „DER SPIEGEL“. Leer lassen: ${derived ? `„${derived}“` : 'aus dem Namen abgeleitet'}.`,
  outletShown: (outlet: string) => `Medium: ${outlet}`,
  urlLabel: 'Feed-Adresse',
  languageLabel: 'Sprache',
  countryLabel: 'Land',
  countryHelp: 'Zweibuchstabiger Code, z. B. DE, BE oder EU',
  add: 'Hinzufügen',
  adding: 'Wird hinzugefügt...',
  addedTitle: 'Quelle hinzugefügt',
  errorTitle: 'Fehler',
  regionTitle: 'Regionale Begriffe',
  regionDescription:
    'Themen, die diese Orte oder Begriffe nennen, werden höher gewichtet. Die Änderung gilt ab der nächsten Analyse.',
  regionalTermsLabel: 'Regionale Begriffe',
  regionalTermsHelp: (l: { maxTerms: number; minLength: number; maxLength: number }) =>
    `Ein Begriff pro Zeile, z. B. Stadt, Landkreis oder Bundesland. Groß- und Kleinschreibung spielt keine Rolle; „Ulm“ findet auch „Ulms“ und „Ulmer“, aber nicht „Ulmen“. Höchstens ${l.maxTerms} Begriffe mit je ${l.minLength} bis ${l.maxLength} Zeichen.`,
  regionalTermsCount: (n: number, max: number) => `${n} von ${max} Begriffen`,
  regionalTermsLoadFailed: 'Die regionalen Begriffe konnten nicht geladen werden.',
  languages: { de: 'Deutsch', en: 'Englisch' } as Record<'de' | 'en', string>,
  triggers: { schedule: 'Zeitplan', manual: 'Manuell', cli: 'Kommandozeile', startup: 'Serverstart' } as Record<
    PipelineTrigger,
    string
  >,
  runStatus: { running: 'Läuft', succeeded: 'Erfolgreich', failed: 'Fehlgeschlagen' } as Record<
    PipelineRunStatus,
    string
  >,
  stageStatus: { pending: 'Ausstehend', running: 'Läuft', done: 'Fertig', failed: 'Fehlgeschlagen' } as Record<
    StageStatus,
    string
  >,
  fetchStatus: {
    ok: 'Erfolgreich',
    not_modified: 'Unverändert',
    failed: 'Fehlgeschlagen',
    parse_failed: 'Nicht lesbar',
  } as Record<SourceFetchStatus, string>,
};
