/** German texts of the editing jobs beyond the catalogue in src/shared/messages.ts. */
export const editingMessages = {
  regenerationFailed: 'Die Bilder konnten nicht neu erzeugt werden. Bitte versuche es erneut.',
  keptChanging:
    'Der Beitrag wurde während der Bildgenerierung mehrmals gespeichert. Bitte starte „Bilder neu generieren“ noch einmal.',
} as const;
