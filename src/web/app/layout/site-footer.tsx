import { Link } from 'react-router';
import { usePublicBrand } from '../../lib/public-brand';
import { usePublicConfig } from '../../lib/public-config';
import { layoutText } from '../../messages/layout';

export function SiteFooter() {
  const { data: config } = usePublicConfig();
  const { data: brand } = usePublicBrand();
  // The saved look names the organisation; ORGANIZATION_NAME until it has loaded.
  const organization = brand?.organizationName ?? config?.organization_name;
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="max-w-2xl">
          <strong className="font-semibold text-ink" style={brand ? { color: brand.primaryColor } : undefined}>
            {layoutText.footerPilotLabel}
          </strong>{' '}
          {layoutText.footerPilotText(organization)}
        </p>
        <nav aria-label={layoutText.legalNavigation} className="flex shrink-0 gap-5">
          <Link to="/impressum" className="rounded-sm font-medium text-brand underline-offset-4 hover:underline">
            {layoutText.impressum}
          </Link>
          <Link to="/datenschutz" className="rounded-sm font-medium text-brand underline-offset-4 hover:underline">
            {layoutText.datenschutz}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
