import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useAdminGuard, useSignOut } from '../../features/auth';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { commonText } from '../../messages/common';
import { BackLink } from '../layout/back-link';
import { PageLoading } from '../layout/page-loading';
import NotFoundPage from '../routes/not-found';
import { AdminNav } from './admin-nav';
import { sectionForPath, type AdminSection } from './sections';

/** /admin and its sections; an unknown /admin/… address is the 404 page. */
export default function AdminArea() {
  const { pathname } = useLocation();
  const section = sectionForPath(pathname);
  if (!section) return <NotFoundPage />;
  return <AdminLayout section={section} />;
}

/**
 * Back to the overview and sign-out on top, the section navigation, the section's heading and content. The
 * layout stays mounted while the person moves between sections, so the admin check is not repeated.
 */
function AdminLayout({ section }: { section: AdminSection }) {
  useDocumentTitle(commonText.pageTitle(section.title));
  const guard = useAdminGuard({ requireAdmin: section.adminOnly });
  const signOut = useSignOut();

  if (guard.status === 'loading') return <PageLoading text={commonText.loading} />;
  if (guard.status !== 'allowed') return <PageLoading text={commonText.checkingPermission} />;

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex items-center justify-between gap-3">
        <BackLink />
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          <LogOut aria-hidden />
          {commonText.signOut}
        </Button>
      </div>
      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10">
        <AdminNav user={guard.user} />
        <div className="flex min-w-0 flex-col gap-8">
          <div>
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">{section.title}</h1>
            <p className="mt-1 text-muted">{section.subtitle}</p>
          </div>
          <Suspense fallback={<PageLoading />}>
            <section.Component key={section.path} user={guard.user} />
          </Suspense>
        </div>
      </div>
    </main>
  );
}
