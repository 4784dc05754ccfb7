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
  it('flags speculation: angeblich, Gerüchten zufolge, könnte, soll … haben', () => {
    const spans = detectFlags(
      'Angeblich plant die Kommission Neues. Gerüchten zufolge könnte Berlin zustimmen. Der Minister soll Geld angenommen haben.',
    )
      .filter((f) => f.flag === 'spekulation')
      .map((f) => f.span);
    expect(spans).toEqual(
      expect.arrayContaining(['Angeblich', 'Gerüchten zufolge', 'könnte', 'soll Geld angenommen haben']),
    );
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
    );
    expect(a).toMatchObject({ alarmismus: true, spekulation: true, juristischeRisiko: false, priority: 'hoch' });
    expect(a.reasoning).toBe('Hohe Priorität. Warum ausgewählt: Test.');
    expect(a.editSuggestions).toEqual(
      expect.arrayContaining(['Alarmistische Wortwahl entschärfen', 'Spekulative Aussagen belegen oder streichen']),
    );
  });
});

describe('priority and sharepic quality', () => {
  it('derives priority from signals', () => {
    expect(priorityFrom({ score: 0.7, outlets: 6, recency: 0.9, eu_relevance: 0.8, growth: 0.5 })).toBe('dringend');
    expect(priorityFrom({ score: 0.3, outlets: 2 })).toBe('mittel');
    expect(priorityFrom({ score: 0.1, outlets: 1 })).toBe('niedrig');
  });
  it('explains sharepic problems in German', () => {
    expect(assessSharepicQuality({ overflow: [false, false, false], hasPhoto: [true, true, true] }).label).toBe('gut');
    expect(assessSharepicQuality({ overflow: [false, true, false], hasPhoto: [true, false, true] })).toEqual({
      label: 'mangelhaft',
      reason: 'Text passt nicht auf Sharepic 2; bitte kürzen; Sharepic 2 hat kein Foto',
    });
  });
});
