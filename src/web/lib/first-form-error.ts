import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message of the first invalid field in form order, for the spec's single "Validierungsfehler" toast. */
export function firstFormError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
): string | undefined {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
