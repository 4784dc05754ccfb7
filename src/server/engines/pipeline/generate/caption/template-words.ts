import { allClosings } from './closings';
import { regionalLine } from './finish';
import { months, weekdays } from './time-words';
import { allWhySentences } from './why';

/** Capitalised words of the caption templates (closings, reasons, lead-ins, dates): our own words, not facts. */
export const captionTemplateWords: string[] = [
  ...new Set(
    [
      ...allClosings,
      ...allWhySentences,
      ...weekdays,
      ...months,
      regionalLine,
      'Die Berichte nennen',
      'Kommentar',
      'Quellen',
      'Stand',
      'Schlagzeile',
      'Auch',
      'Internationale',
      'Beteiligt',
      'Berichten',
      'Stichworte',
      'Genannt',
      'Zahlen',
    ]
      .join(' ')
      .match(/\p{Lu}[\p{L}]+/gu) ?? [],
  ),
];
