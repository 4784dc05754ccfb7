import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { pagePaths, type PagePath } from '../../shared/web-routes';
import { useSessionSync } from '../features/auth';
import { layoutText } from '../messages/layout';
import { PageLoading } from './layout/page-loading';
import HomePage from './routes/home';

// Only the overview is in the first bundle; every other screen loads on demand.
const AuthPage = lazy(() => import('./routes/auth'));
const AdminArea = lazy(() => import('./admin/admin-area'));
const PlanungPage = lazy(() => import('./routes/planung'));
const ImpressumPage = lazy(() => import('./routes/impressum'));
const DatenschutzPage = lazy(() => import('./routes/datenschutz'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** One page for each address in `pagePaths`, which the server answers with 200 (src/shared/web-routes.ts). */
const pages: Record<PagePath, ComponentType> = {
  '/': HomePage,
  '/auth': AuthPage,
  '/planung': PlanungPage,
  '/impressum': ImpressumPage,
  '/datenschutz': DatenschutzPage,
};

/** A new page starts at the top; a tab change (same path, other ?tab=) keeps the scroll position. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand focus:shadow"
      onClick={(e) => {
        e.preventDefault();
        const main = document.querySelector('main');
        main?.setAttribute('tabindex', '-1');
        main?.focus();
      }}
    >
      {layoutText.skipToContent}
    </a>
  );
}

export function AppRoutes() {
  useSessionSync();
  return (
    <>
      <SkipLink />
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {pagePaths.map((path) => {
            const Page = pages[path];
            return <Route key={path} path={path} element={<Page />} />;
          })}
          {/* /admin and its sections (/admin/analyse, /admin/region, /admin/users, …): see admin/sections.ts */}
          <Route path="/admin/*" element={<AdminArea />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </>
  );
}
