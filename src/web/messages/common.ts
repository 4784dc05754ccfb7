/** Words many screens share: buttons, loading states, the fallback for an unreachable server. */
export const commonText = {
  appTitle: 'News Dashboard',
  pageTitle: (page: string) => `${page} · News Dashboard`,
  loading: 'Wird geladen...',
  checkingPermission: 'Berechtigung wird geprüft...',
  cancel: 'Abbrechen',
  close: 'Schließen',
  save: 'Speichern',
  saving: 'Speichert...',
  delete: 'Löschen',
  required: 'Pflichtfeld',
  backToOverview: 'Zurück zur Übersicht',
  signOut: 'Abmelden',
  signOutFailedTitle: 'Abmelden fehlgeschlagen',
  serverUnreachable: 'Der Server ist nicht erreichbar. Bitte versuche es erneut.',
  reloadHint: 'Bitte lade die Seite neu.',
} as const;
