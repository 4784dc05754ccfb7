import { useState } from 'react';
import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import type { PlanEntry } from '../../../../shared/news';
import { addDays, berlinDate, formatGermanDate, timeZone } from '../../../../shared/dates';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { errorText, notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { planningText } from '../../../messages/planning';
import { usePlan, useSyncPlan } from '../api/plan';
import { PlanEntryCard } from './plan-entry';

const weekdayFormat = new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' });
const weekdayOf = (day: string) => weekdayFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * „Planung“: two weeks as a calendar of seven columns on wide screens and a list of days on small ones
 * (the same markup: empty days only show in the calendar; a small screen says so of a week without posts),
 * every post with its Buffer state.
 */
export function PlanView() {
  const [from, setFrom] = useState<string | undefined>(undefined);
  const plan = usePlan(from);
  const sync = useSyncPlan();
  const shift = (weeks: number) => plan.data && setFrom(addDays(plan.data.from, 7 * weeks));

  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: (r) =>
        r.rate_limited
          ? notify.warning(planningText.syncPausedTitle, planningText.syncPausedText)
          : notify.success(planningText.syncedTitle, planningText.syncedText(r.changed)),
      onError: (err) => notifyFailure(planningText.syncFailedTitle, err, planningText.syncFailedTitle),
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => shift(-2)} disabled={!plan.data}>
          <ChevronLeft aria-hidden />
          {planningText.previousWeeks}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setFrom(undefined)} disabled={from === undefined}>
          {planningText.thisWeek}
        </Button>
        <Button variant="outline" size="sm" onClick={() => shift(2)} disabled={!plan.data}>
          {planningText.nextWeeks}
          <ChevronRight aria-hidden />
        </Button>
        <Button size="sm" onClick={runSync} disabled={sync.isPending} aria-busy={sync.isPending || undefined}>
          <RefreshCw aria-hidden className={cn(sync.isPending && 'animate-spin')} />
          {sync.isPending ? planningText.syncing : planningText.sync}
        </Button>
      </div>
      {plan.isPending ? (
        <p role="status" className="text-sm text-muted">
          {planningText.loading}
        </p>
      ) : plan.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorText(plan.error, planningText.loadFailed)}
        </p>
      ) : (
        [0, 1].map((week) => <Week key={week} start={addDays(plan.data.from, 7 * week)} entries={plan.data.entries} />)
      )}
    </div>
  );
}

function Week({ start, entries }: { start: string; entries: PlanEntry[] }) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const today = berlinDate(new Date());
  const headingId = `week-${start}`;
  const inWeek = entries.some((e) => days.includes(berlinDayOf(e.at)));
  return (
    <section aria-labelledby={headingId} data-testid="plan-week">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-ink">
        {planningText.weekTitle(formatGermanDate(days[0]!), formatGermanDate(days[6]!))}
      </h2>
      {inWeek ? null : (
        <p
          className="rounded-lg border border-dashed border-line bg-white p-4 text-sm text-muted md:hidden"
          data-testid="plan-week-empty"
        >
          {planningText.weekEmpty}
        </p>
      )}
      <ol className="grid grid-cols-1 gap-3 md:grid-cols-7 md:gap-2">
        {days.map((day) => {
          const onDay = entries.filter((e) => berlinDayOf(e.at) === day);
          return (
            <li
              key={day}
              data-testid="plan-day"
              data-day={day}
              className={cn(
                'flex-col gap-2 rounded-lg border border-line bg-slate-50 p-2 md:flex md:min-h-32',
                onDay.length ? 'flex' : 'hidden',
                day === today && 'border-brand',
              )}
            >
              <h3 className="text-sm font-semibold text-ink">
                {weekdayOf(day)} {formatGermanDate(day)}
              </h3>
              {onDay.length ? (
                <ul className="flex flex-col gap-2">
                  {onDay.map((entry) => (
                    <PlanEntryCard key={entry.publication_id} entry={entry} />
                  ))}
                </ul>
              ) : (
                <p className="text-xs text-muted">{planningText.empty}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const berlinDayOf = (iso: string) => dayFormat.format(new Date(iso));
