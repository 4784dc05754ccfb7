import { describe, expect, it } from 'vitest';
import { sharepicHeadline, typographic } from './headline';

describe('sharepicHeadline', () => {
  it('sets dashes and German quotes', () => {
    expect(typographic('Biden wird befragt - und gibt "aufschlussreiche" Antwort...')).toBe(
      'Biden wird befragt – und gibt „aufschlussreiche“ Antwort…',
    );
    // An accent or a typewriter quote typed for an apostrophe becomes one.
    expect(typographic("Jetzt bröckelt´s bei der SPD, geht's weiter?")).toBe(
      'Jetzt bröckelt’s bei der SPD, geht’s weiter?',
    );
    expect(sharepicHeadline('Israel - EU-Politiker spricht von »Massaker«').text).toBe(
      'EU-Politiker spricht von „Massaker“',
    );
  });

  it('moves a feed’s Dachzeile out of the headline and drops a format label', () => {
    expect(sharepicHeadline('Sachsen - Chemnitz will sich als Europas Kulturhauptstadt neu erfinden')).toEqual({
      text: 'Chemnitz will sich als Europas Kulturhauptstadt neu erfinden',
      cut: 'none',
      dachzeile: 'Sachsen',
    });
    expect(sharepicHeadline('Windpark Buckau: »Mit Ignoranz den Bürgern gegenüber« - SPIEGEL TV').text).toBe(
      'Windpark Buckau: „Mit Ignoranz den Bürgern gegenüber“',
    );
    // A clause before the dash is news, not a label; a lower-case continuation is a dash inside the sentence.
    expect(sharepicHeadline('US-Senat billigt Übergangshaushalt - Shutdown abgewendet').dachzeile).toBe('');
    expect(sharepicHeadline('Steuergeschenke der Parteien - und was sie wohl kosten').text).toBe(
      'Steuergeschenke der Parteien – und was sie wohl kosten',
    );
  });

  it('moves SPIEGEL’s label before a colon out too, but never a speaker or what a quote belongs to', () => {
    expect(
      sharepicHeadline('Russland-Ukraine-Krieg: Ukraine trifft russisches Raketensystem mit westlichen Waffen'),
    ).toEqual({
      text: 'Ukraine trifft russisches Raketensystem mit westlichen Waffen',
      cut: 'none',
      dachzeile: 'Russland-Ukraine-Krieg',
    });
    expect(sharepicHeadline('Slowakei: Robert Fico »vergibt« Angreifer nach Attentat').dachzeile).toBe('Slowakei');
    expect(sharepicHeadline('Sorge vor Moskaus Expansionskurs: In Finnland wird das Training beliebter').text).toBe(
      'In Finnland wird das Training beliebter',
    );
    // One word that is neither a country nor a compound may be who speaks; a quote stays with its source.
    expect(sharepicHeadline('Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen').dachzeile).toBe('');
    expect(sharepicHeadline('Ryanair: EuGH weist Klage gegen spanische Coronahilfen ab').dachzeile).toBe('');
    expect(sharepicHeadline('Windpark Buckau: »Mit Ignoranz den Bürgern gegenüber«').dachzeile).toBe('');
    // The rule before colon labels stays available for titles drawn under it.
    expect(sharepicHeadline('Slowakei: Robert Fico vergibt Angreifer', undefined, { colons: false }).dachzeile).toBe(
      '',
    );
  });

  it('keeps the country when it has to cut: never „Nach Repräsentantenhaus stimmt …“ without the USA', () => {
    const title = 'Shutdown in den USA abgewendet - Nach Repräsentantenhaus stimmt auch Senat für Übergangshaushalt';
    expect(sharepicHeadline(title).text).toBe(
      'Shutdown in den USA abgewendet – Nach Repräsentantenhaus stimmt auch Senat für Übergangshaushalt',
    );
    expect(sharepicHeadline(title, 80)).toEqual({
      text: 'Shutdown in den USA abgewendet',
      cut: 'clause',
      dachzeile: '',
    });
  });

  it('cuts at a word only when no complete clause keeps the names, and says so', () => {
    const cut = sharepicHeadline(
      'Macron und Scholz beraten in Paris lange über die gemeinsame Verteidigung Europas',
      60,
    );
    expect(cut.cut).toBe('word');
    expect(cut.text).toMatch(/^Macron und Scholz beraten in Paris .*…$/);
    expect(cut.text).not.toMatch(/ (?:die|der|über)…$/);
  });
});
