import type { Role } from '../../../shared/auth';

/** German texts of the user administration that SPEC.md does not fix (its own strings are in src/shared/messages.ts). */
export const userTexts = {
  roleLabels: { admin: 'Admin', editor: 'Editor' } satisfies Record<Role, string>,
  roleChangedTitle: 'Rolle geändert',
  roleChangedText: (email: string, role: Role) => `${email} ist jetzt ${role === 'admin' ? 'Admin' : 'Editor'}.`,
  passwordSetTitle: 'Passwort gesetzt',
  passwordSetText: (email: string) => `Das neue Passwort für ${email} ist gespeichert.`,
  updateFailedTitle: 'Fehler',
  ownRowHint: 'Das eigene Konto kann nicht gelöscht werden.',
};
