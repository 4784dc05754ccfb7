import { describe, expect, it } from 'vitest';
import { changeLines, changeSideText, readableDiff } from './activity-change';
import { diffSide, wordDiff } from './text-diff';

describe('what a log entry changed, for people', () => {
  it('gives texts as word diffs and images as old and new, and reads both sides back as text', () => {
    const lines = changeLines({
      kind: 'news.backgrounds',
      before: { backgrounds: ['https://a.example/alt.jpg', null], status: 'vorschlag' },
      after: {
        backgrounds: ['https://a.example/neu.jpg', null],
        status: 'bearbeitet',
        diff: { sharepic_1_titel: wordDiff('Rat einigt sich', 'Rat einigt sich endlich') },
      },
    });
    expect(lines.map((l) => [l.label, l.type])).toEqual([
      ['Sharepic 1 · Titel', 'text'],
      ['Hintergrundbilder', 'images'],
      ['Status', 'value'],
    ]);
    expect(changeSideText(lines, 'before')).toBe(
      'Sharepic 1 · Titel: Rat einigt sich\nHintergrundbilder: https://a.example/alt.jpg, —\nStatus: vorschlag',
    );
    expect(changeSideText(lines, 'after')).toBe(
      'Sharepic 1 · Titel: Rat einigt sich endlich\nHintergrundbilder: https://a.example/neu.jpg, —\nStatus: bearbeitet',
    );
  });

  it('says a release plan as its channels and time, a role in German, and leaves out what stayed', () => {
    const plan = changeLines({
      kind: 'news.released',
      before: { status: 'bearbeitet' },
      after: {
        status: 'freigegeben',
        plan: {
          channels: [
            { id: 'c1', name: 'Europa-Union', service: 'instagram' },
            { id: 'c2', name: 'Europa-Union', service: 'mastodon' },
          ],
          scheduled_at: '2026-11-20T09:30:00.000Z',
        },
      },
    });
    expect(plan).toContainEqual({
      field: 'plan',
      label: 'Planung',
      type: 'value',
      before: null,
      after: 'Instagram (Europa-Union), Mastodon (Europa-Union) · 20.11.2026, 10:30',
    });
    const role = changeLines({
      kind: 'user.role',
      before: { id: 'u1', email: 'anna@example.org', role: 'editor' },
      after: { id: 'u1', email: 'anna@example.org', role: 'admin' },
    });
    expect(role).toEqual([{ field: 'role', label: 'Rolle', type: 'value', before: 'Redakteur:in', after: 'Admin' }]);
  });

  it('names the same key by what it means in its entry, and the look field by field', () => {
    const voice = changeLines({ kind: 'settings.voice', before: { address: 'du' }, after: { address: 'sie' } });
    expect(voice[0]).toMatchObject({ label: 'Anrede', before: 'du', after: 'sie' });
    const brand = changeLines({
      kind: 'settings.brand',
      before: null,
      after: { version: 3, brand: { claim: 'Europa vor Ort', fixedFlag: true }, logo: null },
    });
    expect(changeSideText(brand, 'after')).toBe('Version: 3\nClaim: Europa vor Ort\nfixedFlag: ja');
  });
});

describe('a word diff as a person reads it', () => {
  it('shows a changed passage as one removal and one addition, and still gives back both texts', () => {
    const before = 'Der Rat tagt.\n\nVon Anna ergänzt.';
    const after = 'Der Rat tagt.\n\nNoch einmal geändert.';
    const ops = readableDiff(wordDiff(before, after));
    expect(ops).toEqual([
      ['=', 'Der Rat tagt.\n\n'],
      ['-', 'Von Anna ergänzt.'],
      ['+', 'Noch einmal geändert.'],
    ]);
    expect(diffSide(ops, '-')).toBe(before);
    expect(diffSide(ops, '+')).toBe(after);
  });

  it('keeps unchanged words between two changes apart', () => {
    const ops = readableDiff(wordDiff('rot und blau', 'grün und gelb'));
    expect(ops).toEqual([
      ['-', 'rot'],
      ['+', 'grün'],
      ['=', ' und '],
      ['-', 'blau'],
      ['+', 'gelb'],
    ]);
  });
});
