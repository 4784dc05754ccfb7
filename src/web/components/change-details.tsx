import type { ReactNode } from 'react';
import { changeLines, readableDiff, type ChangeLine } from '../../shared/activity-change';
import type { ActivityEntryView } from '../../shared/activity';
import { activityText as t } from '../messages/activity';

/** A word diff: removed words struck through in red, new ones in green; screen readers hear which is which. */
function WordDiff({ ops }: { ops: Extract<ChangeLine, { type: 'text' }>['ops'] }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {ops.map(([op, text], i) =>
        op === '=' ? (
          <span key={i}>{text}</span>
        ) : op === '-' ? (
          <del key={i} className="rounded-sm bg-red-100 text-red-900">
            <span className="sr-only">{t.removed}</span>
            {text}
          </del>
        ) : (
          <ins key={i} className="rounded-sm bg-green-100 text-green-900 no-underline">
            <span className="sr-only">{t.added}</span>
            {text}
          </ins>
        ),
      )}
    </p>
  );
}

function Images({ urls, label }: { urls: (string | null)[]; label: string }) {
  if (urls.length === 0) return <span>{t.none}</span>;
  return (
    <span className="flex flex-wrap gap-2">
      {urls.map((url, i) =>
        url ? (
          <a key={i} href={url} target="_blank" rel="noreferrer" className="block">
            <img
              src={url}
              alt={`${label} ${i + 1}`}
              loading="lazy"
              className="h-20 w-auto rounded border border-line"
            />
          </a>
        ) : (
          <span key={i} className="flex h-20 w-16 items-center justify-center rounded border border-dashed border-line">
            {t.none}
          </span>
        ),
      )}
    </span>
  );
}

function BeforeAfter({ before, after }: { before: ReactNode; after: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[5rem_minmax(0,1fr)] sm:gap-x-3">
      <span className="text-muted">{t.before}</span>
      <div className="min-w-0 break-words whitespace-pre-wrap">{before}</div>
      <span className="text-muted">{t.after}</span>
      <div className="min-w-0 break-words whitespace-pre-wrap">{after}</div>
    </div>
  );
}

/** What one log entry changed (src/shared/activity-change.ts), for „Protokoll“ and a card's „Verlauf“. */
export function ChangeDetails({ entry, id }: { entry: ActivityEntryView; id?: string }) {
  const lines = changeLines(entry);
  if (lines.length === 0) {
    return (
      <p id={id} className="text-sm text-muted" data-testid="change-details">
        {t.noDetails}
      </p>
    );
  }
  return (
    <dl id={id} className="flex flex-col gap-3 text-sm" data-testid="change-details">
      {lines.map((line) => (
        <div key={line.field} className="flex flex-col gap-1" data-field={line.field}>
          <dt className="font-medium text-ink">{line.label}</dt>
          <dd className="min-w-0">
            {line.type === 'text' ? (
              <WordDiff ops={readableDiff(line.ops)} />
            ) : line.type === 'images' ? (
              <BeforeAfter
                before={<Images urls={line.before} label={`${line.label} ${t.before}`} />}
                after={<Images urls={line.after} label={`${line.label} ${t.after}`} />}
              />
            ) : (
              <BeforeAfter before={line.before ?? t.none} after={line.after ?? t.none} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
