import type { QueryClient } from '@tanstack/react-query';
import { ImprintCard, imprintQuery } from '../../../features/admin';

export const prefetch = (queryClient: QueryClient) => void queryClient.prefetchQuery(imprintQuery);

/** /admin/impressum: the operator's details the imprint shows (the environment's values until saved here). */
export default function ImprintSection() {
  return <ImprintCard />;
}
