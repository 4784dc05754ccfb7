import { describe, expect, it } from 'vitest';
import { diffSide, wordDiff } from './text-diff';

describe('word diff for the activity log', () => {
  it('marks inserted, removed and kept words and gives both texts back', () => {
    const ops = wordDiff('Der Rat hat entschieden.', 'Der Rat hat heute nicht entschieden.');
    expect(ops).toEqual([
      ['=', 'Der Rat hat '],
      ['+', 'heute nicht '],
      ['=', 'entschieden.'],
    ]);
    const replaced = wordDiff('Brüssel plant neue Regeln', 'Straßburg plant neue Regeln für alle');
    expect(replaced[0]).toEqual(['-', 'Brüssel']);
    expect(diffSide(replaced, '-')).toBe('Brüssel plant neue Regeln');
    expect(diffSide(replaced, '+')).toBe('Straßburg plant neue Regeln für alle');
  });

  it('handles empty texts and keeps line breaks', () => {
    expect(wordDiff('', '')).toEqual([]);
    expect(wordDiff('', 'neu')).toEqual([['+', 'neu']]);
    const ops = wordDiff('a\nb', 'a\n\nb');
    expect(diffSide(ops, '+')).toBe('a\n\nb');
    expect(diffSide(ops, '-')).toBe('a\nb');
  });
});
