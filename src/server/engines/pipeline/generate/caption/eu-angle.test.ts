import { describe, expect, it } from 'vitest';
import { euAngle, europeanSideOf } from '../../eu-angle';
import { germanArticle } from '../../test-helpers';
import { whySentence } from './why';

const a = (title: string, description = '') => germanArticle(title.slice(0, 8), 'tagesschau', title, description);
const angleOf = (title: string, description = '') => euAngle(a(title, description), [a(title, description)]);

describe('the European side of a topic, from its own reports', () => {
  it.each([
    ['EZB senkt erstmals seit 2019 die Zinsen', 'ecb'],
    ['EuGH verurteilt Ungarn wegen Asylpolitik zu Zwangsgeld', 'court'],
    ['Ukraine: EU-Kommission gibt grünes Licht für Beitrittsgespräche', 'accession'],
    ['Die EU-Kommission belegt Elektroautos aus China mit Strafzöllen', 'trade'],
    ['Frankreich: Emmanuel Macron löst Parlament auf und kündigt Neuwahlen an', 'member-government'],
    ['Nach Zyklon: Verzweifelte Lage in Krankenhäusern auf Mayotte', 'territory'],
  ])('„%s“ → %s', (title, kind) => {
    expect(angleOf(title)?.kind).toBe(kind);
  });

  it('takes the European election for the news only when it is not just the time frame', () => {
    expect(angleOf('Europawahl 2024: AfD wohl zweitstärkste Kraft')?.kind).toBe('eu-election');
    expect(angleOf('Grünen-Chef sucht Gründe', 'Die Grünen verlieren bei der Europawahl deutlich.')?.kind).toBe(
      'eu-election',
    );
    // 2024 replay: a study, an airline deal and an energy report dated by the election.
    expect(
      angleOf(
        'Demokratie: Gute Arbeitsbedingungen stärken Vertrauen',
        'Vor der Europawahl zeigt eine Umfrage in zehn Ländern, was hilft.',
      ),
    ).toBeNull();
    expect(
      angleOf('Lufthansa-Deal mit ITA könnte bald kommen', 'Kurz vor den Europawahlen steht die Entscheidung bevor.'),
    ).toBeNull();
    expect(
      angleOf('So rasant läuft die Energiewende', 'Seit der vorigen Europawahl ist die Kapazität gewachsen.'),
    ).toBeNull();
  });

  it('finds none for national news, news outside the EU, or a NATO accession', () => {
    expect(angleOf('Tarifeinigung bei VW: Alle Standorte bleiben erhalten')).toBeNull();
    expect(angleOf('Shutdown in den USA abgewendet', 'Der Senat stimmt für einen Übergangshaushalt.')).toBeNull();
    expect(angleOf('Großbritannien: Sunak verliert TV-Duell', 'Die Regierung steht unter Druck.')).toBeNull();
    expect(angleOf('Schweden und Finnland: Nato-Beitritt abgeschlossen')).toBeNull();
    expect(angleOf('USA legen vor G7-Gipfel neue Sanktionen gegen Russland vor')).toBeNull();
  });

  it('writes a why line that names the actor, and a member state only when it is one', () => {
    const court = angleOf('EuGH verurteilt Ungarn wegen Asylpolitik zu Zwangsgeld')!;
    expect(whySentence(court, [])).toMatch(/Europäische Gerichtshof .* auch Ungarn\./);
    const mayotte = angleOf('Verzweifelte Lage in Krankenhäusern auf Mayotte')!;
    expect(whySentence(mayotte, [])).toContain('Mayotte gehört als Teil Frankreichs zur Europäischen Union');
    const first = whySentence(court, []);
    expect(whySentence(court, [first])).not.toBe(first);
  });

  it('names a member state with its article where German needs one', () => {
    const fico = angleOf('Slowakei: Regierung von Robert Fico beschließt umstrittene Justizreform')!;
    expect(fico.kind).toBe('member-government');
    const line = whySentence(fico, []);
    expect(line).toMatch(/Die Slowakei ist Mitglied der EU|Die Regierung in der Slowakei sitzt/);
    expect(whySentence(fico, [line])).toMatch(/Die Slowakei ist Mitglied der EU|Die Regierung in der Slowakei sitzt/);
  });
});

describe('the European side for the week’s choice, broader than the why line', () => {
  const sideOf = (title: string, description = '') => europeanSideOf(a(title, description), [a(title, description)]);

  it('counts a candidate country with a member state in politics as the EU’s neighbourhood, not in a travel story', () => {
    expect(sideOf('Pistorius: Deutschland könnte Truppen in die Ukraine schicken')?.kind).toBe('neighbourhood');
    expect(sideOf('Türkei und Deutschland vereinbaren Abkommen zur Migration')?.kind).toBe('neighbourhood');
    expect(
      sideOf('Corendon Airlines: Döner im Flugzeug nach Antalya', 'Aus Deutschland in die Türkei fliegen'),
    ).toBeNull();
  });

  it('counts a candidate country with a forum that seats member states (G7, Nato), and a war named in one word', () => {
    expect(
      sideOf('Ukraine: G7-Staaten beschließen Zahlung von 50 Milliarden US-Dollar aus russischen Vermögen')?.label,
    ).toBe('EU-Nachbarschaft (Ukraine und G7)');
    expect(sideOf('Nato-Staaten sagen der Ukraine weitere Flugabwehr zu')?.label).toBe(
      'EU-Nachbarschaft (Ukraine und Nato)',
    );
    expect(sideOf('Frankreich berät über den Ukrainekrieg')?.label).toBe('EU-Nachbarschaft (Ukraine und Frankreich)');
    // A forum without a candidate or neighbour country at war is no neighbourhood policy.
    expect(sideOf('G7-Gipfel: Meloni empfängt den Papst')).toBeNull();
  });
});
