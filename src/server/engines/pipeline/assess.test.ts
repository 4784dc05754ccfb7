import { describe, expect, it } from 'vitest';
import { assessSharepicQuality, assessTopic, detectFlags, priorityFrom } from './assess';
import type { GeneratedTexts } from './types';

const texts = (instagramText: string): GeneratedTexts => ({
  title: 'T',
  instagramText,
  sharepicTitle: 'T',
  sharepicContent: '',
  searchTerm: 'x',
  sourceUrl: 'https://e.org',
  generator: 'extractive',
  editSuggestions: [],
});

describe('assessment flags', () => {
  it('flags alarmism with the span that raised it', () => {
    expect(detectFlags('Eine Katastrophe für Europa: die schlimmste Krise seit Jahren.')).toEqual([
      { flag: 'alarmismus', span: 'Katastrophe', rule: 'Katastrophen-Vokabular' },
      { flag: 'alarmismus', span: 'schlimmste', rule: 'Superlativ' },
    ]);
  });
  it('flags speculation: angeblich, Gerüchten zufolge, Spekulationen, soll … haben', () => {
    const spans = detectFlags(
      'Angeblich plant die Kommission Neues. Gerüchten zufolge stimmt Berlin zu. Der Minister soll Geld angenommen haben.',
    )
      .filter((f) => f.flag === 'spekulation')
      .map((f) => f.span);
    expect(spans).toEqual(expect.arrayContaining(['Angeblich', 'Gerüchten zufolge', 'soll Geld angenommen haben']));
  });
  it('flags allegations of crimes against named people or organisations', () => {
    const flags = detectFlags('Dem Konzern Siemens wird Bestechung vorgeworfen. Max Mustermann ist ein Betrüger.');
    expect(flags.filter((f) => f.flag === 'juristische_risiko').length).toBeGreaterThanOrEqual(2);
  });
  it('raises nothing on sober text', () => {
    expect(detectFlags('Das Europaparlament hat am Dienstag ein Gesetz zur Lieferkette beschlossen.')).toEqual([]);
  });
  it('turns flags into booleans and German edit suggestions', () => {
    const a = assessTopic(
      texts('Angeblich droht das Chaos.'),
      { score: 0.5, outlets: 1, eu_relevance: 0.5 },
      'Warum ausgewählt: Test.',
      { side: 'EU-Kommission', newest: '2024-12-21T09:30:00Z' },
    );
    expect(a).toMatchObject({ alarmismus: true, spekulation: true, juristischeRisiko: false, priority: 'hoch' });
    expect(a.reasoning).toBe(
      'Hohe Priorität. Europäischer Bezug: EU-Kommission. Neueste Meldung: 21. Dezember um 10:30 Uhr. Warum ausgewählt: Test.',
    );
    expect(a.editSuggestions).toEqual(
      expect.arrayContaining(['Alarmistische Wortwahl entschärfen', 'Spekulative Aussagen belegen oder streichen']),
    );
  });
});

// Real sentences from the shipped feeds (demo snapshots and test fixtures, 2024-12-21).
const kinds = (text: string) => [...new Set(detectFlags(text).map((f) => f.flag))].sort();

describe('assessment flags on real sentences', () => {
  it.each([
    'Bis zu 40 Prozent der Fläche der Ukraine könnten vermint sein.',
    'Für Mieter könnte die Nebenkostenabrechnung steigen, nämlich wenn ihre Vermieter die Grundsteuer umlegen.',
    'Der Ausgang der US-Wahl verstärkt die Dringlichkeit der Debatte: Donald Trump Wirtschaftspolitik könnte Europa schaden.',
    'Weitere Schritte sollten folgen - denn die vorgesehene Grundgesetzänderung könnte kleine Parteien benachteiligen.',
    'Nach SPIEGEL-Informationen wurde der mutmaßliche Attentäter von Magdeburg bereits 2013 wegen der Androhung von Straftaten verurteilt.',
    'Schuldsprüche für alle 51 Angeklagten im Prozess um Gisèle Pelicot.',
    'Doch zugleich erhebt der Kandidat der Republikaner erneut haltlose Wahlbetrugsvorwürfe.',
  ])('a modal verb, a careful hedge or a verdict raises nothing: %s', (sentence) => {
    expect(detectFlags(sentence)).toEqual([]);
  });

  it.each([
    [
      'Er soll Gelder veruntreut haben, wird per Interpol-Haftbefehl gesucht - und steht nun unter dem Schutz Ungarns.',
      ['juristische_risiko', 'spekulation'],
    ],
    [
      'Mehrere Unternehmer in Österreich erheben schwere Vorwürfe gegen einen Investor: Er soll sie mit nicht erfüllten Verträgen in Millionenhöhe betrogen haben.',
      ['juristische_risiko', 'spekulation'],
    ],
    [
      'Ihm wird vorgeworfen, dass er dem jahrzehntelangen Missbrauch von Jugendlichen durch einen Anwalt der Kirche nicht nachgekommen ist.',
      ['juristische_risiko'],
    ],
    [
      'Der Internationale Strafgerichtshof in Den Haag hat Haftbefehl gegen Israels Ministerpräsident Netanjahu und Ex-Verteidigungsminister Gallant erlassen.',
      ['juristische_risiko'],
    ],
  ])('an allegation against someone identifiable is a legal risk: %s', (sentence, expected) => {
    expect(kinds(sentence)).toEqual(expected);
  });

  it('hearsay that is no allegation is speculation only', () => {
    expect(kinds('Der Tatverdächtige soll bereits 2013 aufgefallen gewesen sein.')).toEqual(['spekulation']);
  });
});

describe('priority and sharepic quality', () => {
  it('derives priority from signals and the European side: urgent and high are for the few', () => {
    const broadFresh = { score: 0.7, outlets: 6, recency: 0.9, eu_relevance: 0.8, growth: 0.5 };
    expect(priorityFrom(broadFresh)).toBe('dringend');
    expect(priorityFrom(broadFresh, false)).toBe('mittel');
    expect(priorityFrom({ score: 0.55, outlets: 3 })).toBe('hoch');
    expect(priorityFrom({ score: 0.3, outlets: 2 }, false)).toBe('mittel');
    expect(priorityFrom({ score: 0.1, outlets: 1 })).toBe('mittel');
    expect(priorityFrom({ score: 0.1, outlets: 1 }, false)).toBe('niedrig');
  });
  it('explains sharepic problems in German', () => {
    expect(assessSharepicQuality({ overflow: [false, false, false], hasPhoto: [true, true, true] }).label).toBe('gut');
    expect(assessSharepicQuality({ overflow: [false, true, false], hasPhoto: [true, false, true] })).toEqual({
      label: 'mangelhaft',
      reason: 'Text passt nicht auf Sharepic 2; bitte kürzen; Sharepic 2 hat kein Foto',
    });
  });
});
