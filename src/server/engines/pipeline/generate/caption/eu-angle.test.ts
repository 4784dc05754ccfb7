import { describe, expect, it } from 'vitest';
import { euAngle, europeanSideOf } from '../../eu-angle';
import { germanArticle } from '../../test-helpers';
import { asOurWhy, whySentence } from './why';

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
    const first = whySentence(court, [])!;
    expect(whySentence(court, [first])).not.toBe(first);
  });

  it('names a member state with its article where German needs one, when its government acts in the EU', () => {
    const fico = angleOf(
      'Slowakei: Regierung von Robert Fico stellt sich gegen Brüssel',
      'Die Regierung stellt sich in der EU quer.',
    )!;
    expect(fico.kind).toBe('member-government');
    const line = whySentence(fico, [])!;
    expect(line).toMatch(/Die Slowakei ist Mitglied der EU|Die Regierung in der Slowakei sitzt/);
    expect(whySentence(fico, [line])).toMatch(/Die Slowakei ist Mitglied der EU|Die Regierung in der Slowakei sitzt/);
  });

  it('writes no line where the sources show no mechanism: a government at home, the Commission only named', () => {
    const reform = angleOf('Slowakei: Regierung von Robert Fico beschließt umstrittene Justizreform')!;
    expect(reform.kind).toBe('member-government');
    expect(whySentence(reform, [])).toBeNull();
    const named = angleOf(
      'Von der Leyen lobt gute Nachbarschaft mit der Schweiz',
      'Die EU-Kommissionspräsidentin reist nach Bern.',
    )!;
    expect(named.kind).toBe('commission');
    expect(whySentence(named, [])).toBeNull();
  });

  it('names what the Commission does: state aid, an agreement, a proposal', () => {
    expect(whySentence(angleOf('EU-Kommission genehmigt Staatshilfe für LNG-Terminals')!, [])).toMatch(
      /Staatshilfen für Unternehmen muss in der EU die Kommission genehmigen/,
    );
    expect(whySentence(angleOf('EU-Kommission und Schweiz schließen neues Abkommen')!, [])).toMatch(
      /Abkommen mit Ländern außerhalb der EU verhandelt die Kommission/,
    );
    expect(whySentence(angleOf('EU-Kommission leitet Vertragsverletzungsverfahren gegen Ungarn ein')!, [])).toMatch(
      /wacht darüber, dass alle Mitgliedstaaten/,
    );
    expect(whySentence(angleOf('EU-Kommission schlägt strengere Regeln für Plastik vor')!, [])).toMatch(
      /Kommission (schlägt|vorschlägt)/,
    );
  });

  it('writes the election line only when the election is the lead’s news, not a party’s crisis after it', () => {
    const lead = a('SPD-Krise: Kühnert unter Druck', 'Nach der Wahlschlappe schwindet der Zusammenhalt.');
    const other = a('Europawahl: SPD mit historischer Niederlage', 'Die SPD verliert bei der Europawahl deutlich.');
    const angle = euAngle(lead, [lead, other])!;
    expect(angle.kind).toBe('eu-election');
    expect(whySentence(angle, [], lead)).toBeNull();
    expect(whySentence(angle, [], other)).toContain('Europa');
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

  it('counts a commemoration a member state holds with another country as European remembrance', () => {
    expect(
      sideOf(
        'Frank-Walter Steinmeier ruft zum Schutz der EU vor Rechtsextremismus auf',
        'In Westfrankreich beging die SS heute vor 80 Jahren eines der größten Kriegsverbrechen Nazideutschlands.',
      )?.label,
    ).toBe('Europäisches Gedenken (Deutschland und Frankreich)');
    expect(sideOf('D-Day-Gedenkfeier in der Normandie mit Macron und Biden')?.kind).toBe('remembrance');
    // Remembrance in one country alone, or a massacre that is news, is none.
    expect(sideOf('Gedenken an die Opfer des Anschlags in Solingen')).toBeNull();
    expect(sideOf('Massaker in Darfur: Hunderte Tote gemeldet')).toBeNull();
  });
});

describe('a model’s why line', () => {
  it('is ours: an outlet in parentheses at its end goes, a date stamp stays', () => {
    expect(asOurWhy('Das Parlament entscheidet auch für dich über EU-Gesetze mit (SPIEGEL).')).toBe(
      'Das Parlament entscheidet auch für dich über EU-Gesetze mit.',
    );
    expect(asOurWhy('Die EZB entscheidet für den Euroraum (Stand: 6. Juni).')).toBe(
      'Die EZB entscheidet für den Euroraum (Stand: 6. Juni).',
    );
  });
});
