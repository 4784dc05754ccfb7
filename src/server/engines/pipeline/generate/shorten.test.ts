import { describe, expect, it } from 'vitest';
import { shortenAtClause } from './shorten';

describe('shortenAtClause', () => {
  it('keeps a text that fits', () => {
    expect(shortenAtClause('EZB senkt die Zinsen', 90)).toEqual({ text: 'EZB senkt die Zinsen', cut: 'none' });
  });

  it('drops a kicker instead of cutting the headline mid-clause (real Deutschlandfunk title)', () => {
    const title =
      'Möglicher Waffenstillstand in der Ukraine - Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen';
    expect(shortenAtClause(title, 90)).toEqual({
      text: 'Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen',
      cut: 'clause',
    });
  });

  it('keeps whole sentences of a body text', () => {
    const body =
      'Die EZB senkt den Leitzins auf 4,25 Prozent. Es ist die erste Senkung seit 2019. Weitere sollen folgen.';
    expect(shortenAtClause(body, 80)).toEqual({
      text: 'Die EZB senkt den Leitzins auf 4,25 Prozent. Es ist die erste Senkung seit 2019.',
      cut: 'clause',
    });
  });

  it('falls back to a clause before a comma', () => {
    const text =
      'Die Kommission legt ihren Plan für schnellere Asylverfahren vor, den mehrere Mitgliedstaaten seit Monaten fordern';
    expect(shortenAtClause(text, 80)).toEqual({
      text: 'Die Kommission legt ihren Plan für schnellere Asylverfahren vor',
      cut: 'clause',
    });
  });

  it('never cuts before the clause that completes the one before (an infinitive with „zu“, a „dass“ clause)', () => {
    const text =
      'Die USA, Deutschland und weitere westliche Länder haben der Ukraine erlaubt, mit ihren Waffen militärische Ziele in Russland anzugreifen';
    expect(shortenAtClause(text, 100).text).not.toBe(
      'Die USA, Deutschland und weitere westliche Länder haben der Ukraine erlaubt',
    );
    expect(
      shortenAtClause('Der Kanzler sagte am Abend in Berlin, dass die Regierung weitere Hilfe plane', 50).text,
    ).not.toBe('Der Kanzler sagte am Abend in Berlin');
    expect(
      shortenAtClause(
        'In einer außergewöhnlichen Situation müsse man außergewöhnliche Entscheidungen treffen: So begründet Hollande seine Kandidatur',
        100,
      ).text,
    ).not.toBe('In einer außergewöhnlichen Situation müsse man außergewöhnliche Entscheidungen treffen');
    // A purpose clause can go.
    expect(
      shortenAtClause('Die Kommission legt einen Plan für schnellere Verfahren vor, um Zeit zu sparen', 70).text,
    ).toBe('Die Kommission legt einen Plan für schnellere Verfahren vor');
  });

  it('cuts at a word only when no boundary fits, never after a negation or modal verb, and says so', () => {
    const text =
      'Deutschland könnte nicht unbeteiligt an der Seite der Ukraine stehen sagt der Verteidigungsminister heute';
    const out = shortenAtClause(text, 30);
    expect(out.cut).toBe('word');
    expect(out.text.endsWith('…')).toBe(true);
    expect(out.text).not.toMatch(/\b(?:nicht|könnte)…$/);
    expect(out.text.length).toBeLessThanOrEqual(30);
  });
});
