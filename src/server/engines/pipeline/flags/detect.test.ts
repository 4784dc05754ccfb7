import { describe, expect, it } from 'vitest';
import { detectFlags } from './detect';
import type { FlagRole, JudgedSentence } from './types';

// Real sentences from the shipped feeds (demo snapshots of 21 December 2024, tests/fixtures/flags/tuning.jsonl).
const said = (text: string, role: FlagRole = 'fact', sources?: string[]): JudgedSentence => ({
  text,
  role,
  sources: (sources ?? [text]).map((sentence) => ({ outlet: 'tagesschau', sentence })),
});
const kinds = (...sentences: JudgedSentence[]) => [...new Set(detectFlags(sentences).map((f) => f.flag))].sort();

describe('legal risk', () => {
  it('names the sentence and the rule when a suspect is called the perpetrator without „mutmaßlich“', () => {
    const title = '205 Opfer in drei Minuten: Magdeburger Todesfahrer benutzte Rettungswege';
    expect(detectFlags([said(title, 'title')])).toEqual([
      {
        flag: 'juristische_risiko',
        span: 'Todesfahrer',
        rule: 'Täterbezeichnung ohne „mutmaßlich“ (Unschuldsvermutung)',
        sentence: title,
      },
    ]);
  });

  it.each([
    'Trotz Sicherheitsmaßnahmen konnte der mutmaßliche Täter von Magdeburg auf den Weihnachtsmarkt fahren.',
    'Die Polizei teilte mit, der Täter habe mit seinem Auto eine Rettungszufahrt auf das Gelände genutzt.',
    'Nach dem Anschlag auf den Weihnachtsmarkt in Magdeburg sind viele Fragen offen - allen voran nach den Motiven des festgenommenen Tatverdächtigen.',
    'Der Internationale Strafgerichtshof in Den Haag hat Haftbefehl gegen Israels Ministerpräsident Netanjahu und Ex-Verteidigungsminister Gallant erlassen.',
    'Ihm wird vorgeworfen, dass er dem jahrzehntelangen Missbrauch von Jugendlichen durch einen Anwalt der Kirche nicht nachgekommen ist.',
    'Schuldsprüche für alle 51 Angeklagten im Prozess um Gisèle Pelicot.',
    'Vor etwa vier Jahren wurde der französische Lehrer Paty von einem Islamisten ermordet.',
  ])('„mutmaßlich“, an authority as source, a verdict or an unknown perpetrator raise nothing: %s', (text) => {
    expect(kinds(said(text))).not.toContain('juristische_risiko');
  });

  it('flags a deed told as a fact and hearsay against a named person that nobody stands behind', () => {
    expect(kinds(said('Dort tötete er ein siebenjähriges Mädchen und verletzte weitere Kinder.'))).toEqual([
      'juristische_risiko',
    ]);
    const hearsay =
      'Bei den Dreharbeiten zum Film "Nur noch ein einziges Mal" soll Co-Star und Regisseur Justin Baldoni sexuell übergriffig geworden sein.';
    expect(kinds(said(hearsay, 'hook'))).toEqual(['juristische_risiko']);
    // The same hearsay with its accuser named is a reported allegation.
    expect(kinds(said(`Laut der Klage von Blake Lively ${hearsay.slice(hearsay.indexOf('soll'))}`))).toEqual([]);
  });

  it('a striker is no attacker, a genitive plural names nobody', () => {
    expect(kinds(said('Der Angreifer hatte zuletzt bereits gegen Werder Bremen (2:0) getroffen.'))).toEqual([]);
    expect(
      kinds(
        said(
          'Gemeinsam mit dem WWF hat der Verband eine Prämie für Hinweise ausgesetzt, die zur Ergreifung der Täter führen.',
        ),
      ),
    ).toEqual([]);
  });

  it('flags identifying details of a victim', () => {
    expect(kinds(said('Unter den Toten ist Anna Berger (34) aus Köln.'))).toEqual(['juristische_risiko']);
    expect(kinds(said('Unter den Toten ist eine 34-jährige Frau.'))).toEqual([]);
    // German capitalises nouns: „Die Polizei Köln“ is no name.
    expect(kinds(said('Die Polizei Köln meldet zwei Verletzte aus Bonn.'))).toEqual([]);
  });
});

describe('alarmism', () => {
  const hook = 'Seit Russlands Überfall auf die Ukraine wird über die Gefahr eines Dritten Weltkriegs debattiert.';

  it('flags war words in the hook even when the source carries them', () => {
    expect(detectFlags([said(hook, 'hook')])).toEqual([
      {
        flag: 'alarmismus',
        span: 'Dritten Weltkriegs',
        rule: 'Kriegs-, Katastrophen- oder Panikwort im Aufmacher',
        sentence: hook,
      },
    ]);
  });

  it('below the hook, flags only the words no cited source uses, in German or English', () => {
    expect(kinds(said(hook))).toEqual([]);
    const chaos =
      'Donald Trump und Elon Musk torpedierten die Verabschiedung eines Haushalts und stifteten so Chaos im Parlament.';
    expect(
      kinds(said(chaos, 'fact', ['Doch nun blockiert Trump diesen Kompromiss - offenbar auf Anraten von Elon Musk.'])),
    ).toEqual(['alarmismus']);
    expect(kinds(said(chaos, 'fact', ['Musk plunged Congress into chaos over the spending bill.']))).toEqual([]);
  });

  it('keeps terms and accurate words apart from alarm', () => {
    expect(kinds(said('Katastrophenschutz - Ist das Land genügend auf den Ernstfall vorbereitet?', 'title'))).toEqual(
      [],
    );
    expect(kinds(said('Nach dem Kalten Krieg wurde der Zivilschutz abgebaut.', 'hook'))).toEqual([]);
    expect(
      kinds(said('Nach dem verheerenden Zyklon „Chido“ ist die Lage in den Krankenhäusern katastrophal.', 'hook')),
    ).toEqual([]);
  });

  it('flags a dramatising superlative in the hook, not „im schlimmsten Fall“', () => {
    expect(
      kinds(
        said(
          '"Der laute Knall, der Schmerz": Bei DFB-Star Henrichs bewahrheiten sich schlimmste Befürchtungen',
          'title',
        ),
      ),
    ).toEqual(['alarmismus']);
    expect(
      kinds(said('Im schlimmsten Fall ein Politiker, der an seiner eigenen Risikofreudigkeit scheitert.', 'hook')),
    ).toEqual([]);
  });
});

describe('speculation', () => {
  it('flags a conditional or a supposition in our own voice', () => {
    expect(detectFlags([said('Bis zu 40 Prozent der Fläche der Ukraine könnten vermint sein.', 'hook')])).toEqual([
      expect.objectContaining({ flag: 'spekulation', span: 'könnten', rule: 'Vermutung ohne genannte Quelle' }),
    ]);
    expect(
      kinds(said('Die tatsächliche Zahl der Todesopfer bleibt derweil ungewiss – es drohen weitere Katastrophen.')),
    ).toEqual(['spekulation']);
    expect(kinds(said('Der Tatverdächtige soll ein aus Saudi-Arabien stammender Islamkritiker sein.'))).toEqual([
      'spekulation',
    ]);
  });

  it.each([
    'Laut dem EU-Klimadienst Copernicus wird 2024 voraussichtlich das erste Jahr, das im Durchschnitt mehr als 1,5 Grad wärmer ist als vorindustrielle Zeiten.',
    'Die Demokratie sei in Gefahr, glauben Beobachter, die Spaltung der Gesellschaft könnte zunehmen.',
    'Kanzler Scholz zitiert einen Berater: „Das könnte teuer werden.“',
    'Hätte der Anschlag von Magdeburg verhindert werden können?',
    'Es soll keine betriebsbedingten Kündigungen geben, zudem sollen zunächst alle VW-Produktionsstandorte erhalten bleiben.',
    'Was der EU-Schweiz-Deal für Reisende verändern könnte',
  ])('a source named, a quotation, a question or a plan raise nothing: %s', (text) => {
    expect(kinds(said(text, 'hook'))).toEqual([]);
  });

  it('an outlet of the sentence named in it is attribution: „(tagesschau)“', () => {
    expect(kinds(said('Bis zu 40 Prozent der Fläche der Ukraine könnten vermint sein (tagesschau).'))).toEqual([]);
  });

  it('closing questions are not judged', () => {
    expect(kinds({ text: 'Was könnte Europa jetzt tun?', role: 'closing', sources: [] })).toEqual([]);
  });
});
