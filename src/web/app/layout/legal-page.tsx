import type { ReactNode } from 'react';
import type { PublicConfig } from '../../lib/public-config';
import { usePublicConfig } from '../../lib/public-config';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { commonText } from '../../messages/common';
import { layoutText } from '../../messages/layout';
import { BackLink } from './back-link';
import { PageLoading } from './page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface Props {
  title: string;
  children: (config: PublicConfig) => ReactNode;
}

/** Header, back button to the overview, the page's legal text (which needs the operator data), footer. */
export function LegalPage({ title, children }: Props) {
  useDocumentTitle(commonText.pageTitle(title));
  const { data: config, isError } = usePublicConfig();
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-3xl break-words px-4 py-10 sm:px-6">
        <BackLink />
        <h1 className="mt-6 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {config ? (
          children(config)
        ) : isError ? (
          <p role="alert" className="mt-6 text-red-900">
            {layoutText.legalLoadFailed}
          </p>
        ) : (
          <PageLoading />
        )}
      </main>
      <SiteFooter />
    </>
  );
}
