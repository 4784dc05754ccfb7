import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSourceInput,
  FeedSourceJson,
  PipelineRunJson,
  UpdateSourceInput,
} from '../../../../shared/pipeline';
import type { RegionalTermsInput, RegionalTermsView } from '../../../../shared/regional-terms';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const pipelineKeys = queryKeys.pipeline;

/** The recent runs, newest first. Polls every second while the newest one is running. */
export function usePipelineRuns() {
  return useQuery({
    queryKey: pipelineKeys.runs,
    queryFn: ({ signal }) => api.get<{ runs: PipelineRunJson[] }>('/api/pipeline/runs', signal).then((r) => r.runs),
    retry: false,
    refetchInterval: (query) => (query.state.data?.[0]?.status === 'running' ? 1_000 : false),
  });
}

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ run_id: string }>('/api/pipeline/runs'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.runs }),
  });
}

export function useFeedSources() {
  return useQuery({
    queryKey: pipelineKeys.sources,
    queryFn: ({ signal }) =>
      api.get<{ sources: FeedSourceJson[] }>('/api/pipeline/sources', signal).then((r) => r.sources),
    retry: false,
  });
}

export function useAddSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSourceInput) => api.post<{ source: FeedSourceJson }>('/api/pipeline/sources', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.sources }),
  });
}

export function useUpdateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateSourceInput }) =>
      api.patch<{ source: FeedSourceJson }>(`/api/pipeline/sources/${encodeURIComponent(id)}`, patch),
    onSuccess: ({ source }) =>
      queryClient.setQueryData<FeedSourceJson[]>(pipelineKeys.sources, (old) =>
        old?.map((s) => (s.id === source.id ? source : s)),
      ),
  });
}

export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/pipeline/sources/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.sources }),
  });
}

export function useRegionalTerms() {
  return useQuery({
    queryKey: pipelineKeys.regionalTerms,
    queryFn: ({ signal }) => api.get<RegionalTermsView>('/api/pipeline/regional-terms', signal).then((r) => r.terms),
    retry: false,
  });
}

export function useSaveRegionalTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegionalTermsInput) => api.put<RegionalTermsView>('/api/pipeline/regional-terms', input),
    onSuccess: ({ terms }) => queryClient.setQueryData(pipelineKeys.regionalTerms, terms),
  });
}
