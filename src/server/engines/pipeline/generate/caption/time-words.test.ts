import { describe, expect, it } from 'vitest';
import { absoluteDates, staleTimeWords } from './time-words';

// Reports of the June 2024 weeks: Thursday 6 June, Saturday 8 June, Wednesday 12 June (times in UTC).
const thursday = '2024-06-06T06:14:00Z';
const saturday = '2024-06-08T10:00:00Z';
const wednesday = '2024-06-12T10:00:00Z';

describe('relative time words become dates of the report', () => {
  it.each([
    [
      'Erstmals seit mehr als acht Jahren wird die EZB ihre Leitzinsen an diesem Donnerstag wohl wieder senken.',
      thursday,
      'Erstmals seit mehr als acht Jahren wird die EZB ihre Leitzinsen am Donnerstag, 6. Juni, wohl wieder senken.',
    ],
    [
      'Gestern Abend hat das Parlament abgestimmt.',
      saturday,
      'Am Freitagabend, 7. Juni, hat das Parlament abgestimmt.',
    ],
    [
      'Nun wird ein 39 Jahre alter Mann vorläufig festgesetzt.',
      saturday,
      'Am Samstag, 8. Juni, wird ein 39 Jahre alter Mann vorläufig festgesetzt.',
    ],
    [
      'Der Bundestag stimmt heute über den Haushalt ab.',
      saturday,
      'Der Bundestag stimmt am Samstag, 8. Juni, über den Haushalt ab.',
    ],
    [
      'In der Nacht zum Samstag griffen Drohnen an.',
      saturday,
      'In der Nacht zum Samstag, 8. Juni, griffen Drohnen an.',
    ],
    ['Seit Montag gilt die Regel.', saturday, 'Seit Montag, 3. Juni, gilt die Regel.'],
    [
      'Das Treffen findet nächste Woche statt.',
      saturday,
      'Das Treffen findet in der Woche ab Montag, 10. Juni, statt.',
    ],
    ['Die Ursache ist bis heute ungeklärt.', saturday, 'Die Ursache ist bis zum 8. Juni ungeklärt.'],
    // 13 June 2024 (SPIEGEL, Wednesday 12 June): the G7 summit in Apulia.
    [
      'In Apulien beraten ab diesem Donnerstag die G7-Staaten.',
      wednesday,
      'In Apulien beraten ab Donnerstag, 13. Juni, die G7-Staaten.',
    ],
    ['Seit dem vergangenen Montag gilt die Regel.', saturday, 'Seit Montag, 3. Juni, gilt die Regel.'],
    // A span counted from the report's day: only its direction stays true days later (POLITICO, 11 June 2024).
    [
      'Drei Wochen vor der Parlamentswahl steht Macrons Europaabgeordneter unter Druck.',
      wednesday,
      'Vor der Parlamentswahl steht Macrons Europaabgeordneter unter Druck.',
    ],
    [
      'Die Regierung trat knapp zwei Wochen nach der Wahl zurück.',
      saturday,
      'Die Regierung trat nach der Wahl zurück.',
    ],
    ['Vor drei Tagen wurde der Mann festgenommen.', saturday, 'Am Mittwoch, 5. Juni, wurde der Mann festgenommen.'],
    ['Die Grenze ist seit zwei Tagen geschlossen.', saturday, 'Die Grenze ist seit dem 6. Juni geschlossen.'],
    ['Der Gipfel beginnt in fünf Tagen.', wednesday, 'Der Gipfel beginnt am Montag, 17. Juni.'],
  ])('„%s“', (sentence, publishedAt, expected) => {
    const dated = absoluteDates(sentence, publishedAt);
    expect(dated.text).toBe(expected);
    expect(dated.stale).toEqual([]);
  });

  it('reads a bare weekday by tense: coming in the present, past in a past tense', () => {
    expect(absoluteDates('Am Sonntag wählen die Franzosen ein neues Parlament.', wednesday).text).toContain(
      'Sonntag, 16. Juni',
    );
    expect(absoluteDates('Am Sonntag hatten die Franzosen gewählt.', wednesday).text).toContain('Sonntag, 9. Juni');
    expect(absoluteDates('Die Chefs treffen sich am Wochenende in der Schweiz.', wednesday).text).toContain(
      'am Wochenende, 15. und 16. Juni,',
    );
  });

  it('states a state as of the report’s day, and never converts twice', () => {
    const once = absoluteDates('Die Lage ist derzeit unklar.', '2024-12-21T09:00:00Z');
    expect(once.text).toBe('Die Lage ist unklar (Stand: 21. Dezember).');
    expect(absoluteDates(once.text, '2024-12-21T09:00:00Z').text).toBe(once.text);
    const weekend = absoluteDates('Am Wochenende wurden sie befreit.', wednesday).text;
    expect(absoluteDates(weekend, wednesday).text).toBe(weekend);
  });

  it('puts the date in the place of a state word that opens a clause, keeping the verb second', () => {
    const thursday = '2024-06-06T11:41:00Z';
    expect(
      absoluteDates(
        'Niederlage für Ryanair: Bislang war die Airline oft erfolgreich gegen Coronahilfen vorgegangen.',
        thursday,
      ).text,
    ).toBe('Niederlage für Ryanair: Zuvor war die Airline oft erfolgreich gegen Coronahilfen vorgegangen.');
    expect(absoluteDates('Derzeit liegt die Inflation bei 2 Prozent.', thursday).text).toBe(
      'Am Donnerstag, 6. Juni, liegt die Inflation bei 2 Prozent.',
    );
    expect(absoluteDates('Doch nun setzte es eine Niederlage vor dem EuGH.', thursday).text).toBe(
      'Doch am Donnerstag, 6. Juni, setzte es eine Niederlage vor dem EuGH.',
    );
  });

  it('dates „nun“ only where the day is the report’s: an event reported before is „Stand“, a plan stays stale', () => {
    const thursday = '2024-06-06T11:41:00Z';
    expect(absoluteDates('Ein derartiger Einsatz war nun wohl erfolgreich.', thursday).text).toBe(
      'Ein derartiger Einsatz war wohl erfolgreich (Stand: 6. Juni).',
    );
    expect(absoluteDates('Nun folgt ein Dekret mit queerfeindlichem Anstrich.', thursday).stale).toEqual(['Nun']);
    expect(absoluteDates('Jüngst boxte die Regierung ein Gesetz durch.', thursday).text).toBe(
      'Zuvor boxte die Regierung ein Gesetz durch.',
    );
    expect(absoluteDates('Die Regierung hat jüngst ein Gesetz beschlossen.', thursday).stale).toEqual(['jüngst']);
    // Removing the „Jetzt“ that opens a quoted clause would leave „sagt: brauche sie …“.
    expect(
      absoluteDates('Sie bedankt sich für die Anteilnahme und sagt: Jetzt brauche sie erst mal etwas Ruhe.', thursday)
        .stale,
    ).toEqual(['Jetzt']);
  });

  it('tells which later day a sentence announces, and none for a report of what happened', () => {
    expect(absoluteDates('In Apulien beraten ab Donnerstag die G7-Staaten.', wednesday).announces).toBe('2024-06-13');
    expect(absoluteDates('Die Wahl soll am 30. Juni stattfinden.', wednesday).announces).toBe('2024-06-30');
    expect(absoluteDates('Am Donnerstag hatten die G7-Staaten beraten.', saturday).announces).toBeUndefined();
    expect(absoluteDates('Macron hatte Neuwahlen für den 30. Juni angekündigt.', saturday).announces).toBe(
      '2024-06-30',
    );
    expect(absoluteDates('Die Zinsen sinken auf 4,25 Prozent.', wednesday).announces).toBeUndefined();
    // A start on the report's own day is overtaken from the next day on.
    expect(
      absoluteDates('In Apulien beraten ab diesem Donnerstag die G7-Staaten.', '2024-06-13T06:00:00Z').announces,
    ).toBe('2024-06-14');
    expect(absoluteDates('Am Donnerstag senkt die EZB die Zinsen.', thursday).announces).toBeUndefined();
  });

  it('writes the year when the report is from another year than the topic', () => {
    expect(absoluteDates('Gestern trat er zurück.', '2025-01-02T10:00:00Z', '2024-12-30').text).toBe(
      'Am Mittwoch, 1. Januar 2025, trat er zurück.',
    );
  });

  it('leaves what it cannot date as stale, so the sentence is dropped or flagged', () => {
    expect(absoluteDates('Die heutige Sitzung wurde vertagt.', saturday).stale).toEqual(['heutige']);
    expect(staleTimeWords('Die EZB senkt nun die Zinsen.')).toEqual(['nun']);
    expect(staleTimeWords('Am Donnerstag, 6. Juni, senkte die EZB die Zinsen.')).toEqual([]);
    // Weeks and months before or after the report's day cannot be dated to the day.
    expect(absoluteDates('Vor zwei Wochen hatte die Partei gewählt.', saturday).stale).toEqual(['Vor zwei Wochen']);
    expect(staleTimeWords('Die Wahl findet in drei Wochen statt.')).toEqual(['in drei Wochen']);
    expect(staleTimeWords('Seit einigen Tagen wird verhandelt.')).toEqual(['Seit einigen Tagen']);
    expect(staleTimeWords('Vor einem Monat trat er zurück.')).toEqual(['Vor einem Monat']);
  });
});
