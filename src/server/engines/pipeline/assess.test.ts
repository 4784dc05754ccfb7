import { describe, expect, it } from 'vitest';
import { flagEvidenceSchema } from '../../../shared/news';
import { assessSharepicQuality, assessTopic, priorityFrom } from './assess';
import type { CaptionSentence } from './generate/caption/types';
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

const sentence = (text: string, role: CaptionSentence['role'], sources: string[] = [text]): CaptionSentence => ({
  text,
  role,
  sources: sources.map((s) => ({ outlet: 'n-tv', url: 'https://www.n-tv.de/a', sentence: s })),
});

describe('the assessment of a topic', () => {
  // The demo's Magdeburg topic as the extractive generator wrote it from the snapshots of 21 December 2024.
  const magdeburg: GeneratedTexts = {
    ...texts(''),
    title: '205 Opfer in drei Minuten: Magdeburger Todesfahrer benutzte Rettungswege',
    sharepicTitle: '205 Opfer in drei Minuten: Magdeburger Todesfahrer benutzte Rettungswege',
    sentences: [
      sentence(
        'Bei dem Attentat in Magdeburg benutzt der Todesfahrer Flucht- und Rettungswege, um auf den Weihnachtsmarkt zu gelangen.',
        'hook',
      ),
      sentence(
        'Trotz Sicherheitsmaßnahmen konnte der mutmaßliche Täter von Magdeburg auf den Weihnachtsmarkt fahren.',
        'fact',
      ),
      sentence('Kennst du jemanden, den das interessiert? Teile den Beitrag.', 'closing', []),
    ],
  };

  it('raises the legal flag on the title and the hook, each with its sentence and rule', () => {
    const a = assessTopic(magdeburg, { score: 0.5, outlets: 4 }, 'Warum ausgewählt: Test.');
    expect(a).toMatchObject({ juristischeRisiko: true, alarmismus: false, spekulation: false, priority: 'mittel' });
    expect(a.evidence.map((e) => [e.span, e.sentence])).toEqual([
      ['Todesfahrer', magdeburg.title],
      ['Todesfahrer', magdeburg.sentences![0]!.text],
    ]);
    expect(a.evidence.every((e) => e.rule === 'Täterbezeichnung ohne „mutmaßlich“ (Unschuldsvermutung)')).toBe(true);
    expect(a.reasoning).toBe('Mittlere Priorität. Ohne europäischen Bezug. Warum ausgewählt: Test.');
  });

  it('turns the flags into suggestions that name this topic’s words, not boilerplate', () => {
    expect(assessTopic(magdeburg, { outlets: 4 }, '').editSuggestions).toEqual([
      '„Todesfahrer“: „mutmaßlich“ ergänzen oder „Tatverdächtiger“ schreiben',
    ]);
    const war = assessTopic(
      {
        ...texts(''),
        sentences: [
          sentence(
            'Seit Russlands Überfall auf die Ukraine wird über die Gefahr eines Dritten Weltkriegs debattiert.',
            'hook',
          ),
        ],
      },
      { outlets: 4 },
      '',
    );
    expect(war.editSuggestions).toEqual([
      '„Dritten Weltkriegs“: den Aufmacher nüchtern formulieren: die Tatsache statt des Schlagworts',
    ]);
  });

  it('judges alarm words below the hook against the sentence’s own sources, the sharepic text against all of them', () => {
    const chaos = 'Musk und Trump stifteten so Chaos im Parlament.';
    const sober = 'Doch nun blockiert Trump diesen Kompromiss.';
    const alarmWith = (sources: string[]) =>
      assessTopic(
        {
          ...texts(''),
          sharepicContent: chaos,
          sentences: [sentence(sober, 'hook'), sentence(chaos, 'fact', sources)],
        },
        { outlets: 3 },
        '',
      ).evidence.filter((e) => e.flag === 'alarmismus');
    expect(alarmWith([chaos])).toEqual([]);
    expect(alarmWith([sober]).map((e) => e.rule)).toEqual([
      'Kriegs-, Katastrophen- oder Panikwort, das keine zitierte Quelle verwendet',
    ]);
  });

  it('without recorded sentences, judges the caption’s own sentences and skips hashtags and the sources line', () => {
    const a = assessTopic(
      texts('Die Lage könnte eskalieren.\n\nEin ruhiger Satz.\n\n#Chaos #EU\n\nQuellen: Chaos-Blog'),
      { outlets: 3 },
      '',
    );
    expect(a.evidence.map((e) => [e.flag, e.sentence])).toEqual([['spekulation', 'Die Lage könnte eskalieren.']]);
  });

  it('keeps the generator’s suggestions and says when sources are few', () => {
    const a = assessTopic({ ...texts('Ein ruhiger Satz.'), editSuggestions: ['Zitat prüfen'] }, { outlets: 1 }, '');
    expect(a.editSuggestions).toEqual(['Zitat prüfen', 'Nur wenige Quellen: weitere Berichte abwarten oder ergänzen']);
  });

  it('reads evidence stored before sentences were recorded', () => {
    const old = { flag: 'alarmismus', span: 'Chaos', rule: 'Katastrophen-Vokabular' };
    expect(flagEvidenceSchema.parse(old)).toEqual(old);
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
  it('names the European side and the newest report in the reasoning', () => {
    const a = assessTopic(
      texts('Die Kommission legt einen Plan vor.'),
      { score: 0.5, outlets: 3 },
      'Warum ausgewählt: Test.',
      {
        side: 'EU-Kommission',
        newest: '2024-12-21T09:30:00Z',
      },
    );
    expect(a.reasoning).toBe(
      'Hohe Priorität. Europäischer Bezug: EU-Kommission. Neueste Meldung: 21. Dezember um 10:30 Uhr. Warum ausgewählt: Test.',
    );
  });
  it('explains sharepic problems in German', () => {
    expect(assessSharepicQuality({ overflow: [false, false, false], hasPhoto: [true, true, true] }).label).toBe('gut');
    expect(assessSharepicQuality({ overflow: [false, true, false], hasPhoto: [true, false, true] })).toEqual({
      label: 'mangelhaft',
      reason: 'Text passt nicht auf Sharepic 2; bitte kürzen; Sharepic 2 hat kein Foto',
    });
  });
});
