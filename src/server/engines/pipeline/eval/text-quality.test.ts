import { describe, expect, it } from 'vitest';
import {
  amstad,
  captionDefects,
  captionParts,
  germanSyllables,
  isEnglishSentence,
  isEntityOrTopicTag,
} from './text-quality';

describe('caption measures', () => {
  it('splits a caption into hook, body, hashtags and sources', () => {
    const parts = captionParts(
      'Die EZB senkt die Zinsen.\n\nErstmals seit 2019.\n\n#EZB #Zinsen\n\nQuellen: tagesschau',
    );
    expect(parts).toEqual({
      hook: 'Die EZB senkt die Zinsen.',
      body: ['Erstmals seit 2019.'],
      hashtags: ['#EZB', '#Zinsen'],
      sourcesLine: 'Quellen: tagesschau',
    });
  });

  it('counts German syllables and computes the Amstad index', () => {
    expect(germanSyllables('Europa')).toBe(3);
    expect(germanSyllables('Zeit')).toBe(1);
    expect(germanSyllables('Kommission')).toBe(4); // Kom-mis-si-on
    // Short sentences of short words read easily; a long compound-heavy sentence does not.
    expect(amstad('Die Wahl ist vorbei. Es gab viele Stimmen.')).toBeGreaterThan(70);
    expect(
      amstad('Die Rechtsstaatlichkeitskonditionalitätsverordnung verpflichtet Mitgliedstaaten zur Haushaltsdisziplin.'),
    ).toBeLessThan(0);
  });

  it('finds the defects an editor would fix', () => {
    const caption = [
      'Macron löst Parlament auf',
      'Darüber berichten 1 Medien aus 1 Land. The president said he will call a snap election for the country.',
      'Der Präsident reagiert auf die Wahl…',
      'Der Präsident reagiert auf die Wahl…',
    ].join('\n\n');
    const kinds = captionDefects(caption, 'Macron löst Parlament auf').map((d) => d.defect);
    expect(kinds).toEqual(
      expect.arrayContaining(['agreement', 'english', 'cut', 'repeated', 'hook-is-title', 'length']),
    );
  });

  it('recognises English sentences and hashtags people follow', () => {
    expect(isEnglishSentence('The European Central Bank has cut its key rate for the first time.')).toBe(true);
    expect(isEnglishSentence('Die EZB hat den Leitzins gesenkt, das erste Mal seit 2019.')).toBe(false);
    const topics = new Set(['zinsen', 'europäische', 'union']);
    const names = new Set(['macron']);
    expect(['#EZB', '#Zinsen', '#Macron', '#EuropäischeUnion'].every((t) => isEntityOrTopicTag(t, topics, names))).toBe(
      true,
    );
    expect(['#Gesprächen', '#Beides', '#Februar'].some((t) => isEntityOrTopicTag(t, topics, names))).toBe(false);
  });
});
