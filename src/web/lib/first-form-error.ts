import type { FieldErrors, FieldValues } from 'react-hook-form';
import { messages } from '../../shared/messages';
import { notify } from './notify';

/** The first message in a (possibly nested) error entry: a field, an array of fields, a group of fields. */
function messageIn(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { message } = entry as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(entry)) {
    // `ref` is the DOM element; `type`/`types` describe the rule, not the field.
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const nested = messageIn(value);
    if (nested) return nested;
  }
  return undefined;
}

/** The message to show under one field (its first, for a field that holds a list), or undefined. */
export const fieldError = (entry: unknown): string | undefined => messageIn(entry);

/**
 * The message of the first invalid field in form order (fields not named in `order` come last), for the
 * single "Validierungsfehler" toast every form shows.
 */
export function firstFormError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[] = [],
): string | undefined {
  const names = [...order, ...Object.keys(errors).filter((name) => !order.includes(name))];
  for (const name of names) {
    const message = messageIn(errors[name]);
    if (message) return message;
  }
  return undefined;
}

/** RHF's invalid-submit handler for every form: "Validierungsfehler" with the first failing message. */
export function notifyInvalidForm<T extends FieldValues>(order: readonly (keyof T & string)[] = []) {
  return (errors: FieldErrors<T>) =>
    notify.error(messages.validation.title, firstFormError(errors, order) ?? messages.validation.invalidInput);
}
