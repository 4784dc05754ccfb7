import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/public-config';

export function SiteFooter() {
  const { data: config } = usePublicConfig();
  const organization = config?.organization_name;
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="max-w-2xl">
          <strong className="font-semibold text-ink">Pilotprojekt:</strong> Dieses Dashboard wird
          {organization ? ` von ${organization}` : ''} im Rahmen eines Pilotprojekts erprobt. Alle Vorschläge werden vor
          einer Veröffentlichung vom Team geprüft.
        </p>
        <nav aria-label="Rechtliches" className="flex shrink-0 gap-5">
          <Link to="/impressum" className="rounded-sm font-medium text-brand underline-offset-4 hover:underline">
            Impressum
          </Link>
          <Link to="/datenschutz" className="rounded-sm font-medium text-brand underline-offset-4 hover:underline">
            Datenschutz
          </Link>
        </nav>
      </div>
    </footer>
  );
}
