import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedSourceJson } from '../../../../shared/pipeline';
import { api, call, withSignal, type JsonBody } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const pipelineKeys = queryKeys.pipeline;
const pipeline = api.pipeline;

/** The recent runs, newest first. Polls every second while the newest one is running. */
export const pipelineRunsQuery = queryOptions({
  queryKey: pipelineKeys.runs,
  queryFn: ({ signal }) => call(pipeline.runs.$get(undefined, withSignal(signal))).then((r) => r.runs),
  retry: false,
  refetchInterval: (query) => (query.state.data?.[0]?.status === 'running' ? 1_000 : false),
});

export const usePipelineRuns = () => useQuery(pipelineRunsQuery);

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(pipeline.runs.$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.runs }),
  });
}

export const feedSourcesQuery = queryOptions({
  queryKey: pipelineKeys.sources,
  queryFn: ({ signal }) => call(pipeline.sources.$get(undefined, withSignal(signal))).then((r) => r.sources),
  retry: false,
});

export const useFeedSources = () => useQuery(feedSourcesQuery);

export function useAddSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JsonBody<typeof pipeline.sources.$post>) => call(pipeline.sources.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.sources }),
  });
}

export function useUpdateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: JsonBody<(typeof pipeline.sources)[':id']['$patch']> }) =>
      call(pipeline.sources[':id'].$patch({ param: { id }, json: patch })),
    onSuccess: ({ source }) =>
      queryClient.setQueryData<FeedSourceJson[]>(pipelineKeys.sources, (old) =>
        old?.map((s) => (s.id === source.id ? source : s)),
      ),
  });
}

export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(pipeline.sources[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.sources }),
  });
}

export const regionalTermsQuery = queryOptions({
  queryKey: pipelineKeys.regionalTerms,
  queryFn: ({ signal }) => call(pipeline['regional-terms'].$get(undefined, withSignal(signal))).then((r) => r.terms),
  retry: false,
});

export const useRegionalTerms = () => useQuery(regionalTermsQuery);

export function useSaveRegionalTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JsonBody<(typeof pipeline)['regional-terms']['$put']>) =>
      call(pipeline['regional-terms'].$put({ json: input })),
    onSuccess: ({ terms }) => queryClient.setQueryData(pipelineKeys.regionalTerms, terms),
  });
}
