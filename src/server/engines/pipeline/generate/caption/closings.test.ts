import { describe, expect, it } from 'vitest';
import { defaultVoice } from '../../../../../shared/voice';
import { euAngle } from '../../eu-angle';
import { germanArticle } from '../../test-helpers';
import { callToEngage, chooseClosing } from './closings';
import { storyType } from './story-type';

const engaged = { ...defaultVoice, tone: 'engagiert' as const };
const base = { angle: null, text: '', news: '', voice: defaultVoice, weekCaptions: [] };

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

  it('asks about calling an election only when calling it is the news, not when a fact mentions it', () => {
    const ciotti = {
      ...base,
      type: 'news' as const,
      news: 'Frankreich: Konservative schließen Parteichef Éric Ciotti aus',
      text: 'Ciotti hat angekündigt, bei den Neuwahlen in Frankreich mit dem Rassemblement National zusammenzuarbeiten.',
    };
    expect(chooseClosing(ciotti)).toBeNull();
    const macron = { ...ciotti, news: 'Frankreich: Emmanuel Macron löst Parlament auf und kündigt Neuwahlen an' };
    expect(chooseClosing(macron)).toMatch(/Neuwahl/);
  });

  it('takes a vote for the news only when the headline’s claim names it or its result', () => {
    const krah = germanArticle(
      'k',
      'DER SPIEGEL',
      'Europawahl: AfD schließt EU-Spitzenkandidat Maximilian Krah aus eigener Delegation aus',
      'Nach der Europawahl hat die AfD ihre Delegation für das neue EU-Parlament gebildet.',
    );
    expect(storyType(krah, [krah])).toBe('news');
    const result = germanArticle(
      'r',
      'DER SPIEGEL',
      'Europawahl 2024: AfD laut Hochrechnungen wohl zweitstärkste Kraft, Union bleibt stärkste Kraft',
      'Laut ersten Hochrechnungen hat die AfD bei der Europawahl die Grünen als zweitstärkste Kraft abgelöst.',
    );
    expect(storyType(result, [result])).toBe('vote-after');
    const before = germanArticle('b', 'tagesschau', 'Wahl in Großbritannien: Sunak ruft Neuwahl aus', '');
    expect(storyType(before, [before])).toBe('vote-before');
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
