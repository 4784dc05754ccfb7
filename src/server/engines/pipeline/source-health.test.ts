import { describe, expect, it } from 'vitest';
import type { SourceReport } from './run-pipeline';
import { sourceHealth } from './source-health';

const report = (
  name: string,
  status: SourceReport['status'],
  reason?: string,
  unreachable?: boolean,
): SourceReport => ({
  name,
  url: `https://${name}.example/feed`,
  status,
  items: status === 'ok' ? 10 : 0,
  reason,
  unreachable,
});

describe('sourceHealth', () => {
  it('calls a run whose sources all failed what it is, with the reason per source', () => {
    const reports = Array.from({ length: 18 }, (_, i) =>
      report(`quelle${i}`, 'failed', 'Zeitüberschreitung nach 10 s'),
    );
    expect(sourceHealth(reports)).toMatchObject({
      verdict: 'none',
      failed: 18,
      total: 18,
      message: 'Keine der 18 Quellen konnte abgerufen werden. Die Themen wurden nicht aktualisiert.',
    });
    expect(sourceHealth(reports).failures[0]).toEqual({ name: 'quelle0', reason: 'Zeitüberschreitung nach 10 s' });
  });

  it('warns when most sources failed, and is quiet when most were read (unchanged feeds count as read)', () => {
    expect(
      sourceHealth([report('a', 'ok'), report('b', 'failed', 'HTTP 500'), report('c', 'parse_failed', 'kein Feed')])
        .message,
    ).toBe('2 von 3 Quellen konnten nicht abgerufen werden. Die Auswahl beruht auf wenigen Medien.');
    expect(
      sourceHealth([report('a', 'ok'), report('b', 'not_modified'), report('c', 'failed', 'HTTP 500')]),
    ).toMatchObject({
      verdict: 'ok',
      message: null,
      failed: 1,
    });
  });

  it('says once that the machine is probably offline when no server answered at all, with what to check', () => {
    const reports = [
      ...Array.from({ length: 17 }, (_, i) => report(`quelle${i}`, 'failed', 'Server nicht gefunden (DNS)', true)),
      report('langsam', 'failed', 'Zeitüberschreitung nach 15 Sekunden', true),
    ];
    const health = sourceHealth(reports);
    expect(health).toMatchObject({ verdict: 'none', offline: true, failed: 18, total: 18 });
    expect(health.message).toMatch(
      /^Keine der 18 Quellen konnte abgerufen werden, weil kein einziger Server erreichbar war/,
    );
    expect(health.message).toContain('keinen Zugang zum Internet');
    expect(health.message).toContain('DNS-Einstellungen');
    expect(health.message).toContain('Firewall oder ein Proxy');
    // One source that answered (even with an error) means the machine is online: the plain message.
    const oneAnswered = sourceHealth([
      ...reports.slice(1),
      report('kaputt', 'failed', 'Server antwortete mit HTTP 500'),
    ]);
    expect(oneAnswered).toMatchObject({
      offline: false,
      message: 'Keine der 18 Quellen konnte abgerufen werden. Die Themen wurden nicht aktualisiert.',
    });
  });
});
