import { RegionalTermsCard } from '../pipeline/regional-terms-card';
import { RunCard } from '../pipeline/run-card';
import { SourcesCard } from '../pipeline/sources-card';

/** Status and manual start of the daily analysis, the feed sources it reads and the region it weights. */
export function PipelinePanel() {
  return (
    <>
      <RunCard />
      <SourcesCard />
      <RegionalTermsCard />
    </>
  );
}
