import { Suspense, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { LoginForm, useCurrentUser } from '../../features/auth';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { layoutText } from '../../messages/layout';
import { BrandMark } from '../layout/brand-mark';
import { PageLoading } from '../layout/page-loading';

export default function AuthPage() {
  useDocumentTitle(layoutText.authDocumentTitle);
  const navigate = useNavigate();
  const { user, isPending } = useCurrentUser();

  // An existing session, or a sign-in in another tab, leads to the overview.
  useEffect(() => {
    if (user) navigate('/', { replace: true });
  }, [user, navigate]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <Link
          to="/"
          className="mb-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {layoutText.authBack}
        </Link>
        <div className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <div className="flex items-center gap-3">
            <BrandMark className="size-10" />
            <div>
              <h1 className="text-xl font-bold text-ink">{layoutText.authHeading}</h1>
              <p className="text-sm text-muted">{layoutText.authSubheading}</p>
            </div>
          </div>
          <div className="mt-6">
            {isPending ? (
              <PageLoading />
            ) : (
              <Suspense fallback={<PageLoading />}>
                <LoginForm onSuccess={() => navigate('/', { replace: true })} />
              </Suspense>
            )}
          </div>
        </div>
        <p className="mt-4 text-center text-xs text-muted">{layoutText.authAccountsHint}</p>
      </div>
    </main>
  );
}
