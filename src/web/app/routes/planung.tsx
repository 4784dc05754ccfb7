import { useAdminGuard } from '../../features/auth';
import { PlanView } from '../../features/planning';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { commonText } from '../../messages/common';
import { planningText } from '../../messages/planning';
import { BackLink } from '../layout/back-link';
import { PageLoading } from '../layout/page-loading';
import { SiteHeader } from '../layout/site-header';

/** /planung: team members only (signed out → /auth); the server checks the session on every call too. */
export default function PlanungPage() {
  useDocumentTitle(commonText.pageTitle(planningText.pageTitle));
  const guard = useAdminGuard({ requireAdmin: false });
  if (guard.status !== 'allowed') return <PageLoading text={commonText.loading} />;
  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div>
          <BackLink />
        </div>
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{planningText.pageTitle}</h1>
          <p className="mt-1 text-muted">{planningText.pageDescription}</p>
        </div>
        <PlanView />
      </main>
    </>
  );
}
