import { describe, expect, it } from 'vitest';
import { anaphor, hasFiniteVerb, speakerMissing, statementProblem, unspokenDemand } from './sentence-rules';

const names = new Set(['scholz', 'lagarde', 'melnyk', 'pahlke', 'ezb', 'afd']);
const isName = (w: string) => names.has(w.toLowerCase());

describe('a sentence that stands on its own', () => {
  it.each([
    ['Die Europäische Zentralbank senkt den Leitzins um 0,25 Prozentpunkte.', null],
    [
      'Ein kaum zu bändigender Premier, ein strauchelnder Herausforderer und eine Moderatorin am Limit: Szenen aus dem TV-Duell.',
      'Verweis auf das Medium',
    ],
    ['So wählen die 27 EU-Staaten bei der Europawahl.', 'Verweis auf das Medium'],
    ['Was bei der Wahl auf dem Spiel steht – in Brüssel und für die Ampel.', 'indirekte Frage'],
    ['Haben die Deutschen einen höheren Lebensstandard als die Dänen?', 'Frage'],
    ['Die Kommission will die Regeln für Banken verschärfen und …', 'abgeschnitten'],
    ['Tagesgeld und Festgeld: wie Sie trotz gesunkener Zinsen am meisten rausholen können.', 'Leseranrede'],
    ['Die wichtigsten Fragen und Antworten zur Europawahl im Überblick.', 'Verweis auf das Medium'],
    ['Und: Lindner und Grüne stellen sich hinter Scholz.', 'Verweis auf das Medium'],
    [
      'Am Mittwoch äußerte sich Robert Fico erstmals nach dem Attentat – und sagte, wann er sein Amt wieder ausüben möchte.',
      'indirekte Frage',
    ],
    ['Fico sagte, er vergebe seinem Angreifer.', null],
    ['Ob nach der Senkung der Leitzinsen weitere Schritte folgen, ist laut SPIEGEL offen.', null],
    ['Zugleich machte Fico laut POLITICO die Opposition für das Attentat verantwortlich.', null],
    ['Das waren die Entwicklungen und Reaktionen des Wahlabends.', 'Verweis auf das Medium'],
    ['Ministerpräsident Tusk reagiert scharf.', 'Anreißer'],
    ['Die Opposition in Warschau reagierte empört.', 'Anreißer'],
    ['Tusk reagierte mit der Einbestellung des ungarischen Botschafters.', null],
  ])('„%s“ → %s', (sentence, problem) => {
    expect(statementProblem(sentence)).toBe(problem);
  });

  it('finds finite verbs, not adjectives before nouns', () => {
    expect(hasFiniteVerb('Frankreich schließt Reaktor Flamanville 3 ans Netz an')).toBe(true);
    expect(hasFiniteVerb('Die neuen Regeln für den Binnenmarkt')).toBe(false);
    // The past of strong verbs has none of the weak endings.
    expect(hasFiniteVerb('Der Leitzins sank um 0,25 Prozentpunkte auf 4,25 Prozent (SPIEGEL).')).toBe(true);
    expect(hasFiniteVerb('Die Partei gewann 31,5 Prozent der Stimmen (Le Monde).')).toBe(true);
    expect(statementProblem('Die Kommission entschied sich für Strafzölle auf E-Autos aus China.')).toBeNull();
  });

  it('tells openings that refer back from self-contained ones', () => {
    expect(anaphor('Dies gelang ihm nach Angaben der Behörden über den Rettungsweg.', isName)?.word).toBe('Dies');
    // Adjectives before a name: an article, no pronoun.
    expect(anaphor('Der ebenfalls umstrittene Petr Bystron gehört zur Delegation.', isName)).toBeNull();
    expect(anaphor('Die zeigen sich zufrieden.', isName)?.word).toBe('Die zeigen');
    expect(anaphor('Die zeigen sich überraschend gesprächsbereit.', isName)?.word).toBe('Die zeigen');
    expect(anaphor('Nach Stationen in Kiew bekommt der Top-Diplomat eine neue Rolle.', isName)?.noun).toBe(
      'Top-Diplomat',
    );
    expect(anaphor('Mit Leidenschaft und Beharrlichkeit setzt er sich für die Ukraine ein.', isName)?.word).toBe('er');
    // A possessive in an opening phrase points ahead to the name the sentence gives; without one it points back.
    expect(anaphor('Nach der Niederlage seiner Partei hat Scholz das Ergebnis kommentiert.', isName)).toBeNull();
    expect(anaphor('Nach der Niederlage seiner Partei kommentierte die SPD-Spitze das Ergebnis.', isName)?.word).toBe(
      'seiner',
    );
    // A name that opens the sentence is what its possessive refers to.
    expect(anaphor('Scholz bestreitet laut SPIEGEL die Rechtmäßigkeit seines Ausschlusses.', isName)).toBeNull();
    // Reported speech whose speaker the sentence names after it: the pronouns are the speaker's.
    expect(anaphor('Seinem Angreifer vergebe er, sagte Scholz laut Le Monde in seiner Ansprache.', isName)).toBeNull();
    expect(anaphor('Seinem Angreifer vergebe er, hieß es in der Ansprache.', isName)?.word).toBe('Seinem');
    // An apposition or a relative clause right after a noun is about that noun.
    expect(anaphor('Ein 39-jähriger Pole, der mutmaßliche Angreifer, kam in Untersuchungshaft.', isName)).toBeNull();
    expect(anaphor('Nach Angaben der Polizei kam der mutmaßliche Angreifer in Haft.', isName)?.noun).toBe('Angreifer');
    expect(anaphor('Es gibt keine betriebsbedingten Kündigungen.', isName)).toBeNull();
    expect(anaphor('Der Grünenabgeordnete Pahlke wittert bloßen Wahlkampf.', isName)).toBeNull();
    expect(anaphor('Mexikos neue Präsidentin ist die erste Frau im Amt.', isName)).toBeNull();
    expect(anaphor('Kanzler Scholz verspricht, dass er Straftäter abschieben will.', isName)).toBeNull();
    expect(
      anaphor(
        'Die AfD-Abgeordneten stimmten für den Ausschluss, nachdem die Partei bei der Wahl zugelegt hatte.',
        isName,
      ),
    ).toBeNull();
    // A few words before the conjunction („einen Tag nachdem“) keep the clause the main clause's.
    expect(
      anaphor(
        'Über den Ausschluss stimmten die Abgeordneten der AfD ab, einen Tag nachdem die Partei bei der Wahl zugelegt hatte.',
        isName,
      ),
    ).toBeNull();
    // An opening possessive points ahead to the subject its own clause names; one whose clause names no one points
    // back.
    expect(anaphor('Ihre Prognose für die Inflation hob die EZB zugleich an.', isName)).toBeNull();
    expect(anaphor('Ihre Prognose für die Inflation hob die Notenbank zugleich an.', isName)?.word).toBe('Ihre');
    expect(anaphor('Ihre Regierung stürzte, Scholz reagierte.', isName)?.word).toBe('Ihre');
  });

  it('tells a demand without its speaker from one that names who demands', () => {
    expect(unspokenDemand('Stattdessen müssten Deutschlands Autobauer endlich innovativer werden.')).toBe(true);
    expect(unspokenDemand('Die Regierung müsste dringend handeln, fordert die Opposition.')).toBe(false);
    expect(unspokenDemand('Die Autobauer müssten ihre Preise senken, wenn die Zölle kommen.')).toBe(false);
    expect(
      unspokenDemand(
        'Nach Ansicht der BCG-Berater müssten Deutschlands Autobauer endlich innovativer werden (SPIEGEL).',
      ),
    ).toBe(false);
    expect(unspokenDemand('Aus Sicht der Industrie müsste die EU dringend handeln.')).toBe(false);
  });

  it('wants a speaker for reported speech and longer quotes', () => {
    expect(speakerMissing('Das Land habe Urteile zum Asylsystem nicht umgesetzt.', isName)).toBe(true);
    expect(speakerMissing('Man wolle bei der EZB beobachten, ob der Preisdruck zurückgehe.', isName)).toBe(false);
    expect(speakerMissing('„Wir lassen den Fuß noch eine Weile auf der Bremse“, sagte Lagarde.', isName)).toBe(false);
    expect(speakerMissing('„Das ist ein schwarzer Tag für Europa und die Demokratie.“', isName)).toBe(true);
  });
});
