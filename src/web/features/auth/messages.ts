/** German texts of the auth screens that SPEC.md does not fix (the spec's own strings live in src/shared/messages.ts). */
export const authTexts = {
  passwordChangedTitle: 'Passwort geändert',
  passwordChangedText: 'Dein neues Passwort ist ab sofort gültig.',
  passwordChangeFailedTitle: 'Fehler',
  currentPasswordRequired: 'Bitte gib dein aktuelles Passwort ein.',
  passwordsDiffer: 'Die beiden neuen Passwörter stimmen nicht überein.',
};
