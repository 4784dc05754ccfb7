import { describe, expect, it } from 'vitest';
import type { PipelineRunJson } from '../../../../shared/pipeline';
import {
  formatDateTime,
  replacementLines,
  runCountCells,
  runStatusLabel,
  runTriggerLabel,
  runWarning,
  sourceFailureLines,
  sourceStatusLine,
  stageStatusLabel,
} from './format';

describe('run history cells', () => {
  it('counts unchanged sources as ok and shows new/updated topics', () => {
    const cells = runCountCells({
      sources_ok: 3,
      sources_not_modified: 1,
      sources_failed: 2,
      articles: 40,
      stories: 12,
      created: 2,
      updated: 1,
      replaced: 0,
      kept: 0,
    });
    expect(cells).toEqual({ sources: '4/2', articles: '40', stories: '12', topics: '2/1' });
  });
  it('shows dashes while a run has no counts yet', () => {
    expect(runCountCells(null).articles).toBe('–');
  });
});

describe('replacementLines', () => {
  it('names the removed and the new topic of each replacement in German', () => {
    const topic = (action: 'create' | 'replace' | 'keep', title: string, replaced_title?: string | null) => ({
      action,
      title,
      news_id: 'x',
      generator: null,
      replaced_title,
    });
    const run = {
      summary: {
        week_key: '2024-W23',
        sources: [],
        topics: [
          topic('keep', 'Bleibt'),
          topic('create', 'Neu'),
          topic('replace', 'EZB senkt die Zinsen', 'Lufthansa-Deal mit ITA'),
        ],
      },
    } as unknown as PipelineRunJson;
    expect(replacementLines(run)).toEqual(['ersetzt: „Lufthansa-Deal mit ITA“ → „EZB senkt die Zinsen“']);
    expect(replacementLines({ summary: null } as unknown as PipelineRunJson)).toEqual([]);
  });
});

describe('formatDateTime', () => {
  it('shows Berlin time in German', () => {
    expect(formatDateTime('2024-12-21T11:00:00Z')).toBe('21.12.2024, 12:00');
  });
  it('is empty for a missing or broken value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('kaputt')).toBe('');
  });
});

describe('sourceStatusLine', () => {
  const source = {
    id: 's1',
    name: 'Quelle',
    outlet: 'Quelle',
    outlet_set: false,
    url: 'https://example.org/feed',
    language: 'de' as const,
    country: 'DE',
    enabled: true,
    created_at: '2024-12-20T10:00:00.000Z',
    last_fetched_at: '2024-12-21T19:30:00.000Z',
    last_status: 'ok' as const,
    last_message: null,
    last_item_count: 40,
  };

  it('says why a fetch failed, without an article count', () => {
    expect(
      sourceStatusLine({
        ...source,
        last_status: 'failed',
        last_message: 'interne Adresse nicht erlaubt',
        last_item_count: 0,
      }),
    ).toBe('Fehlgeschlagen – interne Adresse nicht erlaubt · 21.12.2024, 20:30');
  });

  it('puts the article count beside the status and a warning after it', () => {
    expect(sourceStatusLine(source)).toBe('Erfolgreich (40 Artikel) · 21.12.2024, 20:30');
    expect(
      sourceStatusLine({ ...source, last_item_count: 3, last_message: '7 Artikel mit ungültigem Link übersprungen' }),
    ).toBe('Erfolgreich (3 Artikel) – 7 Artikel mit ungültigem Link übersprungen · 21.12.2024, 20:30');
    expect(sourceStatusLine({ ...source, last_status: 'not_modified', last_item_count: 1 })).toBe(
      'Unverändert (1 Artikel) · 21.12.2024, 20:30',
    );
  });

  it('names a source that was never fetched', () => {
    expect(sourceStatusLine({ ...source, last_status: null, last_fetched_at: null, last_item_count: null })).toBe(
      'Noch nicht abgerufen',
    );
  });
});

describe('a run judged by its sources', () => {
  const health = (verdict: 'ok' | 'degraded' | 'none', message: string | null, offline = false) => ({
    verdict,
    failed: 3,
    total: 4,
    message,
    offline,
    failures: [
      { name: 'kaputt', reason: 'Server antwortete mit HTTP 500' },
      { name: 'langsam', reason: 'Zeitüberschreitung nach 10 s' },
      { name: 'auch kaputt', reason: 'Server antwortete mit HTTP 500' },
    ],
  });
  const run = (status: PipelineRunJson['status'], source_health: ReturnType<typeof health> | null) =>
    ({ status, source_health }) as unknown as PipelineRunJson;

  it('never calls a run that read no source a success', () => {
    const failed = run('failed', health('none', 'Keine der 3 Quellen konnte abgerufen werden.'));
    expect(runStatusLabel(failed)).toBe('Fehlgeschlagen');
    expect(runWarning(failed)).toBeNull();
    // One line per reason, naming its sources: a reason shared by many sources is said once.
    expect(sourceFailureLines(failed)).toEqual([
      'Server antwortete mit HTTP 500: kaputt, auch kaputt',
      'Zeitüberschreitung nach 10 s: langsam',
    ]);
  });
  it('lists no source failures when the machine was offline: the run message says so once', () => {
    const offline = run('failed', health('none', 'Keine der 4 Quellen … keinen Zugang zum Internet …', true));
    expect(runStatusLabel(offline)).toBe('Fehlgeschlagen');
    expect(sourceFailureLines(offline)).toEqual([]);
  });
  it('warns when most sources failed, and is quiet when most were read', () => {
    const degraded = run('succeeded', health('degraded', '2 von 3 Quellen konnten nicht abgerufen werden.'));
    expect(runStatusLabel(degraded)).toBe('Erfolgreich mit Warnung');
    expect(runWarning(degraded)).toBe('2 von 3 Quellen konnten nicht abgerufen werden.');
    const fine = run('succeeded', health('ok', null));
    expect(runStatusLabel(fine)).toBe('Erfolgreich');
    expect(runWarning(fine)).toBeNull();
    expect(sourceFailureLines(fine)).toEqual([]);
    expect(runStatusLabel(run('running', null))).toBe('Läuft');
  });
});

describe('demo runs and stages that did not run', () => {
  const run = (is_demo: boolean, trigger: PipelineRunJson['trigger']) =>
    ({ is_demo, trigger }) as unknown as PipelineRunJson;
  it('calls the runs over the shipped snapshots „Demo“, the others by their trigger', () => {
    expect(runTriggerLabel(run(true, 'startup'))).toBe('Demo');
    expect(runTriggerLabel(run(false, 'startup'))).toBe('Serverstart');
    expect(runTriggerLabel(run(false, 'manual'))).toBe('Manuell');
  });
  it('says a stage of a finished run that never started did not run, and one of a running run is pending', () => {
    expect(stageStatusLabel('pending', true)).toBe('Nicht ausgeführt');
    expect(stageStatusLabel('pending', false)).toBe('Ausstehend');
    expect(stageStatusLabel('done', true)).toBe('Fertig');
  });
});
