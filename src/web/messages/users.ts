import type { Role } from '../../shared/auth';

/** The user administration beyond the specification's own toasts (those are in src/shared/messages.ts). */
export const userText = {
  createTitle: 'Neuen Benutzer anlegen',
  createDescription: 'Der neue Benutzer meldet sich mit dieser E-Mail-Adresse und dem Passwort an.',
  emailLabel: 'E-Mail',
  passwordLabel: 'Passwort',
  passwordPlaceholder: 'Mindestens 6 Zeichen',
  roleLabel: 'Rolle',
  create: 'Benutzer erstellen',
  creating: 'Erstellt...',

  listTitle: 'Alle Benutzer',
  loadingList: 'Benutzer werden geladen',
  noUsers: 'Keine Benutzer gefunden',
  self: '(du)',
  createdAt: 'Erstellt am',
  roleOf: (email: string) => `Rolle von ${email}`,
  setPassword: 'Passwort setzen',
  forUser: (email: string) => ` für ${email}`,
  deleteWhich: (email: string) => ` (${email})`,

  deleteTitle: 'Benutzer löschen?',
  deleteTextStart: 'Diese Aktion kann nicht rückgängig gemacht werden. Der Benutzer',
  deleteTextEnd: 'wird dauerhaft gelöscht.',

  setPasswordTitle: 'Passwort setzen',
  setPasswordTextStart: 'Neues Passwort für',
  setPasswordTextEnd: '. Teile es der Person auf einem sicheren Weg mit.',
  newPasswordLabel: 'Neues Passwort',

  roleLabels: { admin: 'Admin', editor: 'Redakteur:in' } satisfies Record<Role, string>,
  roleChangedTitle: 'Rolle geändert',
  roleChangedText: (email: string, role: Role) => `${email} ist jetzt ${role === 'admin' ? 'Admin' : 'Redakteur:in'}.`,
  passwordSetTitle: 'Passwort gesetzt',
  passwordSetText: (email: string) => `Das neue Passwort für ${email} ist gespeichert.`,
  updateFailedTitle: 'Fehler',
  ownRowHint: 'Das eigene Konto kann nicht gelöscht werden.',

  ownAccountTitle: 'Dein Zugang',
  ownAccountText: (role: string) =>
    `Du bist als ${role} angemeldet: Du bearbeitest, erzeugst neu und veröffentlichst Themen. Konten anlegen, Rollen ändern und entfernen können nur Admins.`,
  ownPassword: 'Passwort ändern',
};
