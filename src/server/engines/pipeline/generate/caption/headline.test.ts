import { describe, expect, it } from 'vitest';
import { displayTitle, headlineClaim, openingClaim } from './headline';

describe('a report’s headline as text', () => {
  it('drops a live blog’s marks and a format’s kicker', () => {
    const liveblog = 'Ukraine-Liveblog: ++ Russland meldet Einnahme von Ort in Donezk ++';
    expect(headlineClaim(liveblog)).toBe('Russland meldet Einnahme von Ort in Donezk');
    expect(displayTitle(liveblog)).toBe('Russland meldet Einnahme von Ort in Donezk');
    expect(displayTitle('Frankreich - Macron löst Parlament auf')).toBe('Frankreich: Macron löst Parlament auf');
  });

  it('opens a caption with the kicker only when it names who or where and the claim does not', () => {
    expect(openingClaim('Ryanair: EuGH weist Klage gegen spanische Coronahilfen ab')).toBe(
      'Ryanair: EuGH weist Klage gegen spanische Coronahilfen ab',
    );
    expect(openingClaim('Russland-Ukraine-Krieg: Ukraine trifft russisches Raketensystem')).toBe(
      'Ukraine trifft russisches Raketensystem',
    );
    expect(openingClaim('Europawahl–News: AfD wirft Spitzenkandidat Krah raus')).toBe(
      'AfD wirft Spitzenkandidat Krah raus',
    );
    expect(
      openingClaim('Russlands Angriffskrieg: Nato baut Hauptquartier für Ukraine-Einsatz in Deutschland auf'),
    ).toBe('Nato baut Hauptquartier für Ukraine-Einsatz in Deutschland auf');
    expect(openingClaim('Russischer Ukrainekrieg - Ukraine greift offenbar Ziel in Zentralrussland an')).toBe(
      'Ukraine greift offenbar Ziel in Zentralrussland an',
    );
    expect(openingClaim('Deutsche Bahn: Streik ab Montag')).toBe('Deutsche Bahn: Streik ab Montag');
  });

  it('opens without the outlet’s judgement in a verbless tail after the dash', () => {
    expect(openingClaim('Frankreich: Emmanuel Macron ruft nach Europawahl Neuwahlen aus – ein gefährlicher Coup')).toBe(
      'Frankreich: Emmanuel Macron ruft nach Europawahl Neuwahlen aus',
    );
    expect(openingClaim('Macron kündigt Neuwahlen für Ende Juni an – Le Pen jubelt über den Coup')).toBe(
      'Macron kündigt Neuwahlen für Ende Juni an – Le Pen jubelt über den Coup',
    );
  });
});
