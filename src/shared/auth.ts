import { z } from 'zod';
import { messages } from './messages';

export const roles = ['admin', 'editor'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const minPasswordLength = 6;

const email = z.string().trim().email(messages.validation.invalidEmail);
const password = z.string().min(minPasswordLength, messages.validation.passwordTooShort);

export const loginSchema = z.object({ email, password });
export const createUserSchema = z.object({ email, password, role: roleSchema.default('editor') });
export const updateUserSchema = z
  .object({ role: roleSchema.optional(), password: password.optional() })
  .refine((v) => v.role !== undefined || v.password !== undefined, { message: messages.validation.invalidInput });
export const changePasswordSchema = z.object({ currentPassword: z.string().min(1), newPassword: password });

export type LoginInput = z.infer<typeof loginSchema>;
export type CreateUserInput = z.infer<typeof createUserSchema>;

export interface ListedUser {
  id: string;
  email: string;
  role: Role;
  created_at: string;
}
