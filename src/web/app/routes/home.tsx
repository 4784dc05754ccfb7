import { lazy, Suspense } from 'react';
import type { NewsView } from '../../../shared/news';
import { isTeamItem } from '../../../shared/news-view';
import { useCurrentUser } from '../../features/auth';
import { useRegenerationAnnouncements } from '../../features/editing';
import { Hero, HowItWorks } from '../../features/landing';
import { NewsGallery } from '../../features/news';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePublicConfig } from '../../lib/public-config';
import { commonText } from '../../messages/common';
import { landingText } from '../../messages/landing';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';

const CardActions = lazy(() => import('../card-actions'));

const galleryId = 'galerie';

/** Signed-in team members get the editing and publishing buttons below each expanded card. */
function renderCardActions(item: NewsView) {
  // The server sends the team's shape only to a session; until the list is refetched after signing in, no buttons.
  if (!isTeamItem(item)) return null;
  return (
    <Suspense fallback={null}>
      <CardActions item={item} />
    </Suspense>
  );
}

export default function HomePage() {
  useDocumentTitle(commonText.appTitle);
  useRegenerationAnnouncements();
  const { user, isPending } = useCurrentUser();
  const { data: config } = usePublicConfig();

  return (
    <>
      <SiteHeader />
      <main>
        {/*
          While the session is unknown nothing is drawn: the team never sees the big hero flash by, and the hero
          never appears above cards already on screen, moving the card under a visitor's finger.
        */}
        {isPending ? null : (
          <>
            <Hero organizationName={config?.organization_name} galleryId={galleryId} compact={Boolean(user)} />
            <section
              id={galleryId}
              tabIndex={-1}
              aria-labelledby="gallery-heading"
              className={cn(
                'mx-auto max-w-6xl scroll-mt-20 px-4 outline-none sm:px-6',
                user ? 'pt-6 sm:pt-8' : 'pt-12 sm:pt-16',
              )}
            >
              <h2 id="gallery-heading" className="text-2xl font-bold text-ink sm:text-3xl">
                {landingText.galleryTitle}
              </h2>
              <p className="mt-2 max-w-2xl text-muted">{landingText.galleryIntro}</p>
              <div className="mt-6">
                <NewsGallery renderActions={user ? renderCardActions : undefined} />
              </div>
            </section>
            <HowItWorks />
          </>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
