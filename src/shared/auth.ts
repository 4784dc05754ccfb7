import { z } from 'zod';
import { plainText } from './fields';
import { textLimits } from './limits';
import { messages } from './messages';

export const roles = ['admin', 'editor'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const minPasswordLength = 6;

const v = messages.validation;

// The length bound comes first: a megabyte of "e-mail" is refused without running the address pattern over it.
export const emailField = z
  .string({ error: v.invalidEmail })
  .trim()
  .max(textLimits.email, v.tooLong('Die E-Mail-Adresse', textLimits.email))
  .pipe(z.email(v.invalidEmail));
// A password is opaque: any character is fine, only its length is bounded (better-auth hashes at most 128).
const password = z
  .string({ error: v.passwordTooShort })
  .min(minPasswordLength, v.passwordTooShort)
  .max(textLimits.password, v.tooLong('Das Passwort', textLimits.password));

const email = emailField;

export const loginSchema = z.object({ email, password });
/** What the sign-in endpoint accepts: any stored password length, and the fields better-auth's client adds. */
export const signInSchema = z.object({
  email,
  password: z
    .string({ error: messages.login.invalidCredentials })
    .min(1, messages.login.invalidCredentials)
    .max(textLimits.password, v.tooLong('Das Passwort', textLimits.password)),
  rememberMe: z.boolean().optional(),
  callbackURL: plainText({ label: 'Die Rücksprungadresse', max: textLimits.url }).optional(),
});
export const createUserSchema = z.object({ email, password, role: roleSchema.default('editor') });
export const updateUserSchema = z
  .object({ role: roleSchema.optional(), password: password.optional() })
  .refine((v) => v.role !== undefined || v.password !== undefined, { message: messages.validation.invalidInput });
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: messages.account.currentPasswordWrong })
    .min(1, messages.account.currentPasswordWrong)
    .max(textLimits.password, messages.account.currentPasswordWrong),
  newPassword: password,
});
export const hasRoleQuerySchema = z.object({ role: roleSchema });

export type LoginInput = z.infer<typeof loginSchema>;
export type CreateUserInput = z.infer<typeof createUserSchema>;

export interface ListedUser {
  id: string;
  email: string;
  role: Role;
  created_at: string;
}
