import { useCurrentUser } from '../../features/auth/api/session';
import { Hero } from '../../features/landing/components/hero';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { useNewsEvents } from '../../features/news/api/use-news-events';
import { NewsGallery } from '../../features/news/components/news-gallery';
import { appTitle, useDocumentTitle } from '../../hooks/use-document-title';
import { usePublicConfig } from '../../lib/public-config';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';

const galleryId = 'galerie';

export default function HomePage() {
  useDocumentTitle(appTitle);
  useNewsEvents();
  const { user } = useCurrentUser();
  const { data: config } = usePublicConfig();

  return (
    <>
      <SiteHeader />
      <main>
        <Hero organizationName={config?.organization_name} galleryId={galleryId} />
        <section
          id={galleryId}
          tabIndex={-1}
          aria-labelledby="gallery-heading"
          className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-12 outline-none sm:px-6 sm:pt-16"
        >
          <h2 id="gallery-heading" className="text-2xl font-bold text-ink sm:text-3xl">
            Themenvorschläge
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            Die wichtigsten europäischen Themen mit Sharepics, Instagram-Text und strategischer Einschätzung. Klicke auf
            ein Thema, um alle Details zu sehen.
          </p>
          <div className="mt-6">
            <NewsGallery canEdit={Boolean(user)} />
          </div>
        </section>
        <HowItWorks />
      </main>
      <SiteFooter />
    </>
  );
}
