import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import type { ChannelPost } from '../../../../shared/news';
import { networkLabel } from '../../../../shared/channel-limits';
import { formatBerlinDateTime } from '../../../../shared/schedule';
import { cn } from '../../../lib/cn';
import { planningText, postStateLabels } from '../../../messages/planning';

/** What a channel's latest attempt amounts to, in the plan's words. */
function stateOf(post: ChannelPost): keyof typeof postStateLabels {
  if (post.status === 'pending' || post.status === 'sending') return 'pending';
  if (post.status === 'cancelled') return post.error_kind === 'cancelled' ? 'cancelled' : 'deleted';
  if (post.post_state) return post.post_state;
  return 'failed';
}

/**
 * The card's result per channel (a full-width row above the buttons): „Geplant für …“ while posts wait,
 * and one line per channel with its state, time and Buffer's reason when it failed.
 */
export function ChannelResults({ posts }: { posts: ChannelPost[] }) {
  if (posts.length === 0) return null;
  const queued = posts.filter((p) => p.post_state === 'queued' && p.status === 'sent' && p.scheduled_at);
  return (
    <div className="order-first flex basis-full flex-col gap-1 text-sm" data-testid="channel-results">
      {queued.length ? (
        <p className="flex items-center gap-2 font-medium text-amber-900" data-testid="planned-note">
          <CalendarClock className="size-4 shrink-0" aria-hidden />
          {planningText.plannedNote(formatBerlinDateTime(queued[0]!.scheduled_at!))}
          <Link to="/planung" className="font-normal underline">
            {planningText.openPlan}
          </Link>
        </p>
      ) : null}
      <ul aria-label={planningText.channelResultsLabel} className="flex flex-col gap-0.5">
        {posts.map((post) => {
          const state = stateOf(post);
          const when = post.scheduled_at && state === 'queued' ? post.scheduled_at : post.finished_at;
          return (
            <li
              key={post.channel_id}
              data-testid="channel-result"
              data-state={state}
              className={cn(state === 'error' || state === 'failed' ? 'text-red-800' : 'text-muted')}
            >
              {planningText.channelLine(networkLabel(post.service), post.channel_name)}: {postStateLabels[state]}
              {when ? `, ${formatBerlinDateTime(when)}` : ''}
              {post.message && state !== 'queued' && state !== 'sent' ? ` – ${post.message}` : ''}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
