import type { z } from 'zod';
import { messages } from './messages';

const v = messages.validation;
const count = (n: number | bigint) => Number(n).toLocaleString('de-DE');

const typeNames: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  bigint: 'eine ganze Zahl',
  boolean: 'wahr oder falsch',
  array: 'eine Liste',
  object: 'ein Objekt',
  date: 'ein Datum',
};

/**
 * German messages for every zod issue a schema does not word itself (a wrong type, an unknown enum
 * value …). Passed to each parse at the API boundary, so no English default ever reaches a person; the
 * messages name no field and repeat no input, since both may be anything a caller sent.
 */
export const germanZodError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Eine Pflichtangabe fehlt.';
      return `Ungültige Eingabe: erwartet wird ${typeNames[issue.expected] ?? 'ein anderer Typ'}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Höchstens ${count(issue.maximum)} Zeichen erlaubt.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Höchstens ${count(issue.maximum)} Einträge erlaubt.`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return `Die Zahl darf höchstens ${count(issue.maximum)} sein.`;
      return 'Der Wert ist zu groß.';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Dieses Feld darf nicht leer sein.'
          : `Mindestens ${count(issue.minimum)} Zeichen nötig.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Mindestens ${count(issue.minimum)} Einträge nötig.`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false
          ? `Die Zahl muss größer als ${count(issue.minimum)} sein.`
          : `Die Zahl muss mindestens ${count(issue.minimum)} sein.`;
      return 'Der Wert ist zu klein.';
    case 'invalid_format':
      if (issue.format === 'email') return v.invalidEmail;
      if (issue.format === 'url') return v.invalidUrl;
      if (issue.format === 'uuid' || issue.format === 'guid') return 'Ungültige Kennung.';
      return 'Das Format ist ungültig.';
    case 'invalid_value':
      return issue.values.length > 0 && issue.values.length <= 10
        ? `Erlaubt ${issue.values.length === 1 ? 'ist' : 'sind'}: ${issue.values.map(String).join(', ')}.`
        : v.invalidInput;
    case 'unrecognized_keys':
      return 'Die Eingabe enthält unbekannte Felder.';
    case 'not_multiple_of':
      return 'Ungültige Zahl.';
    default:
      return v.invalidInput;
  }
};
