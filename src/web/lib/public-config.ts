import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface PublicConfig {
  organization_name: string;
  impressum: { name: string; address: string; email: string } | null;
  demo: boolean;
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => api.get<PublicConfig>('/api/config/public', signal),
    staleTime: Infinity,
  });
}
