import { RunCard, SourcesCard } from '../../../features/admin';

/** /admin/analyse: start and follow the daily analysis, its last runs, the feed sources it reads. */
export default function AnalysisSection() {
  return (
    <>
      <RunCard />
      <SourcesCard />
    </>
  );
}
