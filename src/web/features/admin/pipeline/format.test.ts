import { describe, expect, it } from 'vitest';
import type { PipelineRunJson } from '../../../../shared/pipeline';
import { formatDateTime, replacementLines, runCountCells } from './format';

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
