import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { NewsCategory, NewsView } from '../../../../shared/news';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { newsText } from '../../../messages/news';
import { useNewsList } from '../api/get-news';
import { useLiveNewsLists } from '../api/use-live-news';
import { galleryTabs } from '../lib/labels';
import { NewsCard, cardAnchor } from './news-card';

const defaultTab: NewsCategory = 'woche';
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

function NewsList({ category, renderActions }: { category: NewsCategory; renderActions?: RenderCardActions }) {
  const { data, isPending, isError, refetch, isFetching } = useNewsList(category);
  // A link to one card (`#news-<id>`, e.g. „Fortsetzung von …“) scrolls to it once the list is there.
  const { hash } = useLocation();
  const target = hash.slice(1);
  const found = Boolean(data?.some((item) => cardAnchor(item.id) === target));
  useEffect(() => {
    if (found) document.getElementById(target)?.scrollIntoView?.({ block: 'start' });
  }, [found, target]);
  if (isPending) return <GallerySkeleton />;
  if (isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900"
        data-testid="gallery-error"
      >
        <p>{newsText.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCw aria-hidden />
          {isFetching ? newsText.retrying : newsText.retry}
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed border-line bg-white p-8 text-center text-muted"
        data-testid="gallery-empty"
      >
        {newsText.emptyMessages[category]}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {data.map((item) => (
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
          {category === tab ? <NewsList category={category} renderActions={renderActions} /> : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
