import { describe, expect, it } from 'vitest';
import { sharepicTitleFor, titleFollowers, withTitleAsFirstLine } from './title-follow';

const oldTitle = 'Gipfel in Brüssel';

describe('which texts follow a changed title', () => {
  it('sharepic titles that are still the generated ones follow; separately written ones stay', () => {
    const item = { title: oldTitle, sharepicTitles: [oldTitle, 'Eigener Titel'], caption: 'Ein Aufhänger.\n\nFakten.' };
    expect(titleFollowers(item, 'Gipfel in Brüssel endet')).toEqual({ sharepics: [0], captionFirstLine: false });
    expect(titleFollowers(item, `  ${oldTitle} `)).toEqual({ sharepics: [], captionFirstLine: false });
  });

  it('the caption follows only when its first line is the title (generated captions open with a hook)', () => {
    const item = { title: oldTitle, sharepicTitles: [], caption: `${oldTitle}\n\nFakten.` };
    expect(titleFollowers(item, 'Neuer Titel')).toEqual({ sharepics: [], captionFirstLine: true });
    expect(withTitleAsFirstLine(item.caption, 'Neuer Titel')).toBe('Neuer Titel\n\nFakten.');
    expect(withTitleAsFirstLine(oldTitle, 'Neuer Titel')).toBe('Neuer Titel');
  });

  it('a long title is cut for the sharepic at a clause, never mid-clause', () => {
    const long =
      'Möglicher Waffenstillstand in der Ukraine - Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen';
    expect(sharepicTitleFor(long)).toBe('Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen');
    const item = { title: long, sharepicTitles: [sharepicTitleFor(long), sharepicTitleFor(long)], caption: 'Hook.' };
    expect(titleFollowers(item, 'Pistorius warnt vor schnellen Zusagen')).toEqual({
      sharepics: [0, 1],
      captionFirstLine: false,
    });
  });
});
