import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { settingsText } from '../../../messages/buffer-settings';
import { usePublicAddress } from '../api/public-address';

export const publicAddressAnchor = 'oeffentliche-adresse';
const t = settingsText.publicAddress;

/**
 * PUBLIC_URL explained where an admin can read it: what Buffer needs it for, the address the server uses now
 * and whether Buffer can reach it, and how to set it (a server setting, not a form field). The publish
 * checklist links here (#oeffentliche-adresse).
 */
export function PublicAddressCard() {
  const address = usePublicAddress();
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  const linkedHere = hash === `#${publicAddressAnchor}`;
  useEffect(() => {
    // The card renders after its data: scroll to it (and move the focus there) once it is on the page.
    if (!linkedHere || !address.data || !card.current) return;
    card.current.scrollIntoView({ block: 'start' });
    card.current.focus({ preventScroll: true });
  }, [linkedHere, address.data]);

  const status = address.data?.status;
  const fine = status === 'public' || status === 'local-buffer';
  return (
    <Card
      id={publicAddressAnchor}
      ref={card}
      tabIndex={-1}
      data-testid="public-address"
      className="scroll-mt-20 outline-none focus-visible:ring-3 focus-visible:ring-brand"
    >
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm text-ink">
        {address.data ? (
          <div
            data-testid="public-address-status"
            data-status={status}
            className={
              fine
                ? 'flex items-start gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-950'
                : 'flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950'
            }
          >
            {fine ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            <p>
              {t.current(address.data.configured)}{' '}
              <code className="font-mono break-all">{address.data.public_url}</code>. {t.status[address.data.status]}
            </p>
          </div>
        ) : address.isError ? (
          <p role="alert" className="text-red-800">
            {t.loadFailed}
          </p>
        ) : (
          <p role="status" className="text-muted">
            {t.loading}
          </p>
        )}
        <h3 className="font-semibold">{t.howTitle}</h3>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          {t.howSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="text-muted">{t.note}</p>
      </CardContent>
    </Card>
  );
}
