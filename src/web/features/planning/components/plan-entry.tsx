import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarX, MoveRight } from 'lucide-react';
import type { PlanEntry } from '../../../../shared/news';
import { networkLabel } from '../../../../shared/channel-limits';
import { formatBerlinDateTime } from '../../../../shared/schedule';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { planningText, postStateLabels } from '../../../messages/planning';
import { CancelDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';

const stateVariant: Record<PlanEntry['state'], BadgeProps['variant']> = {
  pending: 'muted',
  queued: 'warning',
  sent: 'default',
  error: 'outline',
  deleted: 'muted',
  failed: 'outline',
};

const timeOf = (iso: string) => formatBerlinDateTime(iso).split(', ')[1]!;

/** One post on the plan: time, channel, topic (a link to it), Buffer's state, and for a queued post „Verschieben“ and „Stornieren“. */
export function PlanEntryCard({ entry }: { entry: PlanEntry }) {
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  const channel = planningText.channelLine(networkLabel(entry.service), entry.channel_name);
  return (
    <li
      className="flex flex-col gap-1.5 rounded-lg border border-line bg-white p-3 text-sm shadow-sm"
      data-testid="plan-entry"
      data-publication-id={entry.publication_id}
      data-news-id={entry.news_id}
      data-state={entry.state}
      data-service={entry.service}
    >
      <div className="flex flex-wrap items-center gap-2">
        <time dateTime={entry.at} className="font-semibold text-ink">
          {timeOf(entry.at)}
        </time>
        <Badge variant={stateVariant[entry.state]} data-testid="plan-state">
          {postStateLabels[entry.state]}
        </Badge>
      </div>
      <p className="font-medium text-ink">{channel}</p>
      <Link to={`/?tab=${entry.news_category}`} className="text-brand underline" title={planningText.openItem}>
        {entry.news_title}
      </Link>
      <p className="text-muted">{planningText.by(entry.requested_by_name)}</p>
      {entry.message ? (
        <p className={entry.state === 'error' ? 'text-red-800' : 'text-muted'}>{entry.message}</p>
      ) : null}
      {entry.state === 'queued' ? (
        <div className="mt-1 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setDialog('move')}>
            <MoveRight aria-hidden />
            {planningText.reschedule}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('cancel')}>
            <CalendarX aria-hidden />
            {planningText.cancel}
          </Button>
        </div>
      ) : null}
      {dialog === 'move' ? <RescheduleDialog entry={entry} channel={channel} onClose={() => setDialog(null)} /> : null}
      {dialog === 'cancel' ? <CancelDialog entry={entry} channel={channel} onClose={() => setDialog(null)} /> : null}
    </li>
  );
}
