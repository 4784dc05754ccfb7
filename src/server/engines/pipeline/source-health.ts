import { pipelineMessages } from './messages';
import type { SourceReport } from './run-pipeline';

const m = pipelineMessages.health;

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
  /** Every source failed without any server answering (DNS, connection, timeout): the machine is probably offline. */
  offline: boolean;
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
  const base = { failed, total, failures, offline: false };
  if (total === 0) return { ...base, verdict: 'none', message: m.noActiveSource };
  if (failed === total) {
    // Said once instead of the same reason per source: when no server answered at all, the cause is the
    // machine's own connection, not a row of broken feeds.
    if (reports.every((r) => r.unreachable))
      return { ...base, verdict: 'none', offline: true, message: m.offline(total) };
    return { ...base, verdict: 'none', message: m.allFailed(total) };
  }
  if (failed * 2 > total) return { ...base, verdict: 'degraded', message: m.mostFailed(failed, total) };
  return { ...base, verdict: 'ok', message: null };
}
