import { allClosings } from './closings';
import { contextPhrases } from './context';

/** Capitalised words of the caption templates (closings, reasons, lead-ins): our own words, not facts. */
export const captionTemplateWords: string[] = [
  ...new Set(
    [
      ...allClosings,
      ...contextPhrases,
      'Kommentar',
      'Quellen',
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
