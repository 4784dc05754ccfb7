import { RunCard } from '../pipeline/run-card';
import { SourcesCard } from '../pipeline/sources-card';

/** Status and manual start of the daily analysis, and the feed sources it reads. */
export function PipelinePanel() {
  return (
    <>
      <RunCard />
      <SourcesCard />
    </>
  );
}
