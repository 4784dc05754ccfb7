import { describe, expect, it } from 'vitest';
import { defaultVoice } from '../../../../../shared/voice';
import { euAngle } from '../../eu-angle';
import { germanArticle } from '../../test-helpers';
import { callToEngage, chooseClosing } from './closings';
import { storyType } from './story-type';

const engaged = { ...defaultVoice, tone: 'engagiert' as const };
const base = { angle: null, text: '', voice: defaultVoice, weekCaptions: [] };

describe('closings that fit the story', () => {
  it('after deaths: a line of sympathy, never a question or a call, in any tone', () => {
    const line = chooseClosing({ ...base, type: 'deaths', voice: engaged })!;
    expect(line).toBe('Unsere Gedanken sind bei den Opfern und ihren Angehörigen.');
    expect(callToEngage.test(line)).toBe(false);
  });

  it('after other violence: nothing', () => {
    expect(chooseClosing({ ...base, type: 'violence', voice: engaged })).toBeNull();
  });

  it('under a minority’s rights under attack: no open question that invites hate comments', () => {
    const georgia = germanArticle(
      'g',
      'DER SPIEGEL',
      'Georgien plant Anti-LGBT-Gesetz nach russischem Vorbild',
      'Nun folgt ein Dekret mit queerfeindlichem Anstrich.',
    );
    expect(storyType(georgia, [georgia])).toBe('rights');
    expect(chooseClosing({ ...base, type: 'rights', voice: engaged, text: georgia.title })).toBeNull();
    const ecb = germanArticle('e', 'SPIEGEL', 'EZB senkt erstmals seit 2019 die Zinsen');
    expect(storyType(ecb, [ecb])).toBe('news');
  });

  it('asks about the decision of the story, and about a result only after the vote', () => {
    const ecb = germanArticle('e', 'SPIEGEL', 'EZB senkt erstmals seit 2019 die Zinsen');
    expect(chooseClosing({ ...base, type: 'news', angle: euAngle(ecb, [ecb]), text: ecb.title })).toMatch(/Zinsen/);
    expect(chooseClosing({ ...base, type: 'vote-before', text: 'Wahl in Großbritannien' })).toBeNull();
    expect(chooseClosing({ ...base, type: 'vote-after', text: 'Die AfD gewinnt' })).toBe(
      'Wie blickst du auf das Ergebnis?',
    );
  });

  it('asks in the voice’s form of address: Sie when the chapter says Sie', () => {
    const sie = { ...defaultVoice, address: 'sie' as const };
    const ecb = germanArticle('e', 'SPIEGEL', 'EZB senkt erstmals seit 2019 die Zinsen');
    const line = chooseClosing({ ...base, voice: sie, type: 'news', angle: euAngle(ecb, [ecb]), text: ecb.title })!;
    expect(line).toMatch(/\bSie\b/);
    expect(line).not.toMatch(/\b(du|dich|dir|dein\p{L}*)\b/iu);
    expect(chooseClosing({ ...base, voice: sie, type: 'vote-after', text: 'Die AfD gewinnt' })).toMatch(/\bSie\b/);
  });

  it('writes no generic question when nothing specific fits', () => {
    expect(chooseClosing({ ...base, type: 'news', text: 'Tarifeinigung bei VW' })).toBeNull();
  });

  it('does not repeat a question another caption of the week already asks', () => {
    const input = { ...base, type: 'vote-after' as const, text: 'Die AfD gewinnt' };
    const first = chooseClosing(input)!;
    expect(chooseClosing({ ...input, weekCaptions: [first] })).not.toBe(first);
  });
});
