/** Sign-in and one's own password; the specification's login toasts are in src/shared/messages.ts. */
export const authText = {
  emailLabel: 'E-Mail',
  passwordLabel: 'Passwort',
  submit: 'Einloggen',

  changePasswordTitle: 'Passwort ändern',
  changePasswordDescription: 'Das neue Passwort muss mindestens 6 Zeichen lang sein.',
  currentPasswordLabel: 'Aktuelles Passwort',
  newPasswordLabel: 'Neues Passwort',
  repeatPasswordLabel: 'Neues Passwort wiederholen',
  passwordPlaceholder: 'Mindestens 6 Zeichen',
  changePasswordSubmit: 'Passwort ändern',
  passwordChangedTitle: 'Passwort geändert',
  passwordChangedText: 'Dein neues Passwort ist ab sofort gültig.',
  passwordChangeFailedTitle: 'Fehler',
  currentPasswordRequired: 'Bitte gib dein aktuelles Passwort ein.',
  passwordsDiffer: 'Die beiden neuen Passwörter stimmen nicht überein.',
} as const;
