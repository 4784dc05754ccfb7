import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { firstFormError } from './first-form-error';

describe('firstFormError', () => {
  it('takes the first invalid field in form order, not in the order the errors arrived', () => {
    const errors = {
      password: { type: 'too_small', message: 'Passwort muss mindestens 6 Zeichen lang sein' },
      email: { type: 'invalid_format', message: 'Ungültige E-Mail-Adresse' },
    } as FieldErrors<{ email: string; password: string }>;
    expect(firstFormError(errors, ['email', 'password'])).toBe('Ungültige E-Mail-Adresse');
  });

  it('finds the message of a field inside a list or group (sharepics.1.titel, terms.3)', () => {
    const errors = {
      sharepics: [undefined, { titel: { type: 'too_big', message: 'Titel zu lang' } }],
    } as unknown as FieldErrors<{ sharepics: { titel: string }[] }>;
    expect(firstFormError(errors)).toBe('Titel zu lang');
  });

  it('is undefined when nothing failed', () => {
    expect(firstFormError({})).toBeUndefined();
  });
});
