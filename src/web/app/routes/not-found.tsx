import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';

export default function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle('Seite nicht gefunden · News Dashboard');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex max-w-6xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <p className="text-6xl font-bold text-brand">404</p>
        <h1 className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</h1>
        <p className="mt-2 text-muted">Die Seite „{location.pathname}“ gibt es nicht.</p>
        <Link
          to="/"
          className="mt-6 rounded-sm font-medium text-brand underline underline-offset-4 hover:text-brand-hover"
        >
          Zur Startseite
        </Link>
      </main>
      <SiteFooter />
    </>
  );
}
