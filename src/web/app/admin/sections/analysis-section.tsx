import type { QueryClient } from '@tanstack/react-query';
import { RunCard, SourcesCard, feedSourcesQuery, pipelineRunsQuery } from '../../../features/admin';

export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(pipelineRunsQuery);
  void queryClient.prefetchQuery(feedSourcesQuery);
}

/** /admin/analyse: start and follow the daily analysis, its last runs, the feed sources it reads. */
export default function AnalysisSection() {
  return (
    <>
      <RunCard />
      <SourcesCard />
    </>
  );
}
