/** The release and history on a card; the toasts and server refusals are in src/shared/messages.ts. */
export const releaseText = {
  release: 'Freigeben',
  withdraw: 'Freigabe zurückziehen',
  releasedNote: (when: string, name: string) => `Freigegeben am ${when} von ${name}`,
  history: 'Verlauf',
  historyEmpty: 'Noch keine Einträge.',
  historyFailed: 'Verlauf konnte nicht geladen werden',
  by: (name: string) => `– ${name}`,
};
