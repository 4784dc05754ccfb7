import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { NewsCategory, NewsView } from '../../../../shared/news';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { newsText } from '../../../messages/news';
import { useNewsList, useNewsPages } from '../api/get-news';
import { useLiveNewsLists } from '../api/use-live-news';
import { galleryTabs } from '../lib/labels';
import { NewsCard, cardAnchor } from './news-card';

const defaultTab: NewsCategory = 'woche';
/** Tabs whose list grows with the archive load in pages; a day's and a week's topics come whole. */
const pagedTabs: ReadonlySet<NewsCategory> = new Set(['vergangene']);
const tabParam = 'tab';

function isCategory(value: string | null): value is NewsCategory {
  return (galleryTabs as readonly string[]).includes(value ?? '');
}

function GallerySkeleton() {
  return (
    <div role="status" aria-label={newsText.loadingList} className="flex flex-col gap-4" data-testid="gallery-skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-4 rounded-xl border border-line bg-white p-4">
          <Skeleton className="aspect-[4/5] w-16 sm:w-20" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The page's slot for what follows an expanded card (the team's buttons); the news feature knows none of them. */
export type RenderCardActions = (item: NewsView) => ReactNode;

/** A link to one card (`#news-<id>`, e.g. „Fortsetzung von …“) scrolls to it once the list holds it. */
function useCardTarget(items: NewsView[] | undefined) {
  const { hash } = useLocation();
  const target = hash.slice(1);
  const found = Boolean(items?.some((item) => cardAnchor(item.id) === target));
  useEffect(() => {
    if (found) document.getElementById(target)?.scrollIntoView?.({ block: 'start' });
  }, [found, target]);
  return { target, found };
}

/** The list could not be loaded: say so, and offer to try again without reloading the page. */
function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900"
      data-testid="gallery-error"
    >
      <p>{newsText.loadFailed}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden />
        {retrying ? newsText.retrying : newsText.retry}
      </Button>
    </div>
  );
}

function EmptyList({ category }: { category: NewsCategory }) {
  return (
    <p
      className="rounded-xl border border-dashed border-line bg-white p-8 text-center text-muted"
      data-testid="gallery-empty"
    >
      {newsText.emptyMessages[category]}
    </p>
  );
}

interface CardsProps {
  items: NewsView[];
  target: string;
  renderActions?: RenderCardActions;
}

function NewsCards({ items, target, renderActions }: CardsProps) {
  return (
    <div className="flex flex-col gap-4">
      {items.map((item) => (
        <NewsCard
          key={item.id}
          item={item}
          actions={renderActions?.(item)}
          initiallyOpen={cardAnchor(item.id) === target}
        />
      ))}
    </div>
  );
}

function NewsList({ category, renderActions }: { category: NewsCategory; renderActions?: RenderCardActions }) {
  const { data, isPending, isError, refetch, isFetching } = useNewsList(category);
  const { target } = useCardTarget(data);
  if (isPending) return <GallerySkeleton />;
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.length === 0) return <EmptyList category={category} />;
  return <NewsCards items={data} target={target} renderActions={renderActions} />;
}

/**
 * A list that grows without end („Vergangene“: a year holds hundreds of topics) in pages: the first page, the
 * count, and „Mehr laden“ for the next. A link to a card further back loads pages until it is there.
 */
function PagedNewsList({ category, renderActions }: { category: NewsCategory; renderActions?: RenderCardActions }) {
  const { data, isPending, isError, refetch, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useNewsPages(category);
  const items = data?.pages.flatMap((page) => page.items);
  const { target, found } = useCardTarget(items);
  const seekTarget = target !== '' && !found && hasNextPage && !isFetchingNextPage;
  useEffect(() => {
    if (seekTarget) void fetchNextPage();
  }, [seekTarget, fetchNextPage]);
  if (isPending) return <GallerySkeleton />;
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (!items || items.length === 0) return <EmptyList category={category} />;
  const total = data.pages[data.pages.length - 1]?.total ?? items.length;
  return (
    <div className="flex flex-col gap-4">
      <NewsCards items={items} target={target} renderActions={renderActions} />
      <div className="flex flex-col items-center gap-2 py-2">
        <p className="text-sm text-muted" data-testid="gallery-count" aria-live="polite">
          {newsText.shownOfTotal(items.length, total)}
        </p>
        {hasNextPage ? (
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? newsText.loadingMore : newsText.loadMore}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The three tabs Heute, Diese Woche, Vergangene; the chosen tab lives in `?tab=` so a link opens the same
 * tab. The shown lists follow the server's change events.
 */
export function NewsGallery({ renderActions }: { renderActions?: RenderCardActions }) {
  useLiveNewsLists();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(tabParam);
  const tab = isCategory(requested) ? requested : defaultTab;

  const onTabChange = (value: string) => {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(tabParam, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <TabsList aria-label={newsText.periodLabel}>
        {galleryTabs.map((category) => (
          <TabsTrigger key={category} value={category}>
            {newsText.categoryLabels[category]}
          </TabsTrigger>
        ))}
      </TabsList>
      {galleryTabs.map((category) => (
        <TabsContent key={category} value={category}>
          {category !== tab ? null : pagedTabs.has(category) ? (
            <PagedNewsList category={category} renderActions={renderActions} />
          ) : (
            <NewsList category={category} renderActions={renderActions} />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
