import type { SourceReport } from './run-pipeline';

/**
 * Whether a run could read enough of its sources to be called a success. A run whose sources all failed
 * read nothing: its topics are last run's, not today's news. When most failed, the week is built from a
 * few outlets only and the team should know.
 */
export interface SourceHealth {
  verdict: 'ok' | 'degraded' | 'none';
  failed: number;
  total: number;
  /** German, for the card and the run history; null when all is well. */
  message: string | null;
  /** Per failed source: its name and the German reason. */
  failures: { name: string; reason: string }[];
}

const failedStatuses = new Set<SourceReport['status']>(['failed', 'parse_failed']);

export function sourceHealth(reports: SourceReport[]): SourceHealth {
  const failures = reports
    .filter((r) => failedStatuses.has(r.status))
    .map((r) => ({ name: r.name, reason: r.reason ?? 'unbekannter Fehler' }));
  const total = reports.length;
  const failed = failures.length;
  if (total === 0)
    return {
      verdict: 'none',
      failed: 0,
      total: 0,
      message: 'Keine aktive Quelle: Es wurde nichts abgerufen.',
      failures,
    };
  if (failed === total)
    return {
      verdict: 'none',
      failed,
      total,
      message: `Keine der ${total} Quellen konnte abgerufen werden. Die Themen wurden nicht aktualisiert.`,
      failures,
    };
  if (failed * 2 > total)
    return {
      verdict: 'degraded',
      failed,
      total,
      message: `${failed} von ${total} Quellen konnten nicht abgerufen werden. Die Auswahl beruht auf wenigen Medien.`,
      failures,
    };
  return { verdict: 'ok', failed, total, message: null, failures };
}
