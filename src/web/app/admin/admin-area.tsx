import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminGuard, useCurrentUser } from '../../features/auth';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { commonText } from '../../messages/common';
import { BackLink } from '../layout/back-link';
import { PageLoading } from '../layout/page-loading';
import { SiteHeader } from '../layout/site-header';
import NotFoundPage from '../routes/not-found';
import { AdminNav } from './admin-nav';
import { EditorNotice } from './editor-notice';
import { sectionForPath, type AdminSection } from './sections';

/** /admin and its sections; an unknown /admin/… address is the 404 page. */
export default function AdminArea() {
  const { pathname } = useLocation();
  const section = sectionForPath(pathname);
  if (!section) return <NotFoundPage />;
  return <AdminLayout section={section} />;
}

/**
 * Starts what the section needs at once instead of one after the other: its code right away, its data as soon
 * as the session says the person may see it, both while the server's admin check is still on its way. The
 * page itself still waits for that check; the server refuses the data to anyone else anyway.
 */
function usePrefetchSection(section: AdminSection) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const mayView = Boolean(user && (!section.adminOnly || user.role === 'admin'));
  useEffect(() => {
    section
      .load()
      .then((module) => (mayView ? module.prefetch?.(queryClient) : undefined))
      // A chunk that does not load is reported by the page's own lazy load, which tries again.
      .catch(() => {});
  }, [section, mayView, queryClient]);
}

/**
 * The site header (signing out is there), back to the overview, the section navigation, the section's heading
 * and content. The layout stays mounted while the person moves between sections, so the admin check is not
 * repeated.
 */
function AdminLayout({ section }: { section: AdminSection }) {
  useDocumentTitle(commonText.pageTitle(section.title));
  usePrefetchSection(section);
  const guard = useAdminGuard({ requireAdmin: section.adminOnly });

  return (
    <>
      <SiteHeader />
      {guard.status !== 'allowed' && guard.status !== 'not-admin' ? (
        <PageLoading text={guard.status === 'loading' ? commonText.loading : commonText.checkingPermission} />
      ) : (
        <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
          <div>
            <BackLink />
          </div>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10">
            <AdminNav user={guard.user} />
            <div className="flex min-w-0 flex-col gap-8">
              <div>
                <h1 className="text-2xl font-bold text-ink sm:text-3xl">{section.title}</h1>
                <p className="mt-1 text-muted">
                  {guard.user.role !== 'admin' && section.editorSubtitle ? section.editorSubtitle : section.subtitle}
                </p>
              </div>
              {guard.status === 'not-admin' ? (
                <EditorNotice />
              ) : (
                <Suspense fallback={<PageLoading />}>
                  <section.Component key={section.path} user={guard.user} />
                </Suspense>
              )}
            </div>
          </div>
        </main>
      )}
    </>
  );
}
