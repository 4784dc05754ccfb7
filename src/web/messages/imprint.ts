/** The admin card „Impressum“: the operator's details /impressum shows. The messages of the form are in src/shared/imprint.ts. */
export const imprintText = {
  cardTitle: 'Angaben zum Betreiber',
  cardDescription:
    'Name, Anschrift und E-Mail-Adresse der verantwortlichen Person, wie sie im Impressum stehen. Alle drei Angaben sind Pflicht.',
  loading: 'Angaben werden geladen...',
  loadFailed: 'Die Angaben für das Impressum konnten nicht geladen werden.',
  nameLabel: 'Name',
  nameHelp: 'Vor- und Nachname der verantwortlichen Person (oder der Name des Vereins mit Vertretung).',
  addressLabel: 'Anschrift',
  addressHelp: 'Straße und Hausnummer, Postleitzahl und Ort; jede Zeile wird im Impressum als eigene Zeile gezeigt.',
  emailLabel: 'E-Mail-Adresse',
  emailHelp: 'Für Anfragen zum Impressum; sie steht öffentlich auf der Seite.',
  source: {
    saved: 'Diese Angaben sind hier gespeichert und stehen so im Impressum.',
    environment:
      'Das Impressum nutzt die Angaben aus der Server-Konfiguration (IMPRESSUM_NAME, IMPRESSUM_ADDRESS, IMPRESSUM_EMAIL). Beim Speichern gelten die Angaben von hier.',
    none: 'Es sind noch keine vollständigen Angaben hinterlegt: Das Impressum sagt, dass sie fehlen.',
  } as Record<'saved' | 'environment' | 'none', string>,
  reset: 'Angaben aus der Server-Konfiguration verwenden',
  resetting: 'Wird zurückgesetzt...',
  resetTitle: 'Zurückgesetzt',
  showImprint: 'Impressum ansehen',
} as const;
