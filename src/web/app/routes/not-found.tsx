import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { commonText } from '../../messages/common';
import { layoutText } from '../../messages/layout';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';

export default function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle(commonText.pageTitle(layoutText.notFoundDocumentTitle));
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex max-w-6xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <p className="text-6xl font-bold text-brand">404</p>
        <h1 className="mt-4 text-2xl font-semibold text-ink">{layoutText.notFoundTitle}</h1>
        <p className="mt-2 text-muted">{layoutText.notFoundText(location.pathname)}</p>
        <Link
          to="/"
          className="mt-6 rounded-sm font-medium text-brand underline underline-offset-4 hover:text-brand-hover"
        >
          {layoutText.notFoundHome}
        </Link>
      </main>
      <SiteFooter />
    </>
  );
}
