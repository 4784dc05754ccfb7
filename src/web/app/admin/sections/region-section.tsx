import { RegionalTermsCard } from '../../../features/admin';

/** /admin/region: the regional terms the ranking weights. */
export default function RegionSection() {
  return <RegionalTermsCard />;
}
