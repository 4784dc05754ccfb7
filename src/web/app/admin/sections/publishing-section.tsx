import type { QueryClient } from '@tanstack/react-query';
import { AllowedChannelsCard, BufferSettingsCard, SetupGuide, bufferSettingsQuery } from '../../../features/admin';
import { ReleaseRuleCard, releaseRuleQuery } from '../../../features/activity';

export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(bufferSettingsQuery);
  void queryClient.prefetchQuery(releaseRuleQuery);
}

/**
 * /admin: the setup guide first (a first-time admin reads it before the form it explains), then the Buffer
 * connection, the channels the team may use and the release rule.
 */
export default function PublishingSection() {
  return (
    <>
      <SetupGuide />
      <BufferSettingsCard />
      <AllowedChannelsCard />
      <ReleaseRuleCard />
    </>
  );
}
