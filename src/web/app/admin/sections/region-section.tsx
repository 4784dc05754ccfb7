import type { QueryClient } from '@tanstack/react-query';
import { RegionalTermsCard, regionalTermsQuery } from '../../../features/admin';

export const prefetch = (queryClient: QueryClient) => void queryClient.prefetchQuery(regionalTermsQuery);

/** /admin/region: the regional terms the ranking weights. */
export default function RegionSection() {
  return <RegionalTermsCard />;
}
