import { useState, type ReactNode } from 'react';
import { Collapsible } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { NewsView } from '../../../../shared/news';
import { isTeamItem } from '../../../../shared/news-view';
import { formatGermanDate } from '../../../../shared/dates';
import { machineTextHints, machineTextLabels } from '../../../../shared/release';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { newsText } from '../../../messages/news';
import { AssessmentBox } from './assessment-box';
import { InstagramText } from './instagram-text';
import { PriorityBadge } from './priority-badge';
import { SharepicTile } from './sharepic-tile';
import { SourceLink } from './source-link';
import { StatusBadge } from './status-badge';

interface Props {
  item: NewsView;
  /** What the page puts below an expanded card (the team's buttons); nothing for anonymous visitors. */
  actions?: ReactNode;
  /** Open at first: the card a link (`#news-<id>`) points to. */
  initiallyOpen?: boolean;
}

/** The anchor of a card, so a link can open the gallery at it: `/?tab=vergangene#news-<id>`. */
export const cardAnchor = (id: string) => `news-${id}`;

/** „Fortsetzung von „…““: links to the earlier topic's card, in the tab that lists it. */
function FollowsLine({ follows }: { follows: NonNullable<NewsView['follows']> }) {
  return (
    <p className="px-3 pb-3 text-sm text-muted sm:px-4" data-testid="news-follows">
      {newsText.followsPrefix}
      <Link
        to={{ pathname: '/', search: `?tab=${follows.category}`, hash: cardAnchor(follows.id) }}
        className="font-medium text-brand underline-offset-2 hover:underline"
      >
        {newsText.followsTitle(follows.title)}
      </Link>
    </p>
  );
}

export function NewsCard({ item, actions, initiallyOpen = false }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const thumbnail = item.sharepics[0];
  const shownSharepics = item.sharepics.slice(0, 3);
  const evidenceSpans = isTeamItem(item) ? item.recommendation_flag_evidence.map((e) => e.span) : [];

  return (
    <Collapsible.Root asChild open={open} onOpenChange={setOpen}>
      <article
        className={cn(
          'overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow',
          open ? 'shadow-md' : 'hover:shadow-md',
        )}
        data-testid="news-card"
        data-news-id={item.id}
        id={cardAnchor(item.id)}
      >
        <h3 className="m-0">
          <Collapsible.Trigger className="flex w-full items-center gap-3 p-3 text-left sm:gap-4 sm:p-4">
            {thumbnail ? (
              <img
                src={thumbnail.url}
                alt={thumbnail.alt || item.title}
                width={1080}
                height={1350}
                loading="lazy"
                className="aspect-[4/5] w-16 shrink-0 rounded-md border border-line bg-slate-100 object-cover sm:w-20"
              />
            ) : null}
            {item.week_rank && item.category !== 'vergangene' ? (
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-base font-bold text-brand-foreground"
                aria-label={newsText.rankLabel(item.week_rank)}
                title={item.rank_reason ?? undefined}
                data-testid="week-rank"
              >
                {item.week_rank}
              </span>
            ) : null}
            <span className="flex min-w-0 flex-1 flex-col gap-1.5">
              <span className="text-base leading-snug font-semibold text-ink sm:text-lg">{item.title}</span>
              <span className="flex flex-wrap items-center gap-2 text-sm font-normal text-muted">
                <time dateTime={item.date}>{formatGermanDate(item.date)}</time>
                <PriorityBadge priority={item.recommendation_priority} />
                <StatusBadge status={item.status} />
                {item.machine_text ? (
                  <Badge variant="muted" title={machineTextHints[item.machine_text]} data-testid="machine-text">
                    {machineTextLabels[item.machine_text]}
                  </Badge>
                ) : null}
                {item.is_demo ? <DemoBadge newsDate={item.demo_news_date} /> : null}
              </span>
            </span>
            <ChevronDown
              className={cn('size-5 shrink-0 text-muted transition-transform', open && 'rotate-180')}
              aria-hidden
            />
          </Collapsible.Trigger>
        </h3>
        {item.follows ? <FollowsLine follows={item.follows} /> : null}
        <Collapsible.Content className="border-t border-line">
          <div className="flex flex-col gap-6 p-4 sm:p-6">
            <div
              className="mx-auto grid w-full max-w-72 scroll-mt-4 grid-cols-1 gap-5 sm:max-w-none sm:grid-cols-3 sm:gap-4"
              data-card-sharepics
            >
              {shownSharepics.map((sharepic, i) => (
                <SharepicTile
                  key={`${i}-${sharepic.url}`}
                  sharepics={shownSharepics}
                  index={i + 1}
                  title={item.title}
                />
              ))}
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <div className="flex flex-col gap-4">
                <AssessmentBox item={item} />
                <SourceLink url={item.source_url} />
              </div>
              <InstagramText text={item.instagram_text} highlights={evidenceSpans} />
            </div>
            {actions}
          </div>
        </Collapsible.Content>
      </article>
    </Collapsible.Root>
  );
}

/** „Demo“, with the day the news is really from when known, so a 2024 story is not read as today's. */
function DemoBadge({ newsDate }: { newsDate: string | null }) {
  const day = newsDate ? formatGermanDate(newsDate) : null;
  return (
    <Badge variant="muted" title={day ? newsText.demoNewsHint(day) : newsText.demoBadgeHint} data-testid="demo-badge">
      {day ? newsText.demoNewsBadge(day) : newsText.demoBadge}
    </Badge>
  );
}
