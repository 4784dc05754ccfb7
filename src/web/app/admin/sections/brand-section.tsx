import type { QueryClient } from '@tanstack/react-query';
import { BrandCard, brandSettingsQuery } from '../../../features/brand';

export const prefetch = (queryClient: QueryClient) => void queryClient.prefetchQuery(brandSettingsQuery);

/** /admin/erscheinungsbild: the organisation's look with a live preview of the sharepics. */
export default function BrandSection() {
  return <BrandCard />;
}
