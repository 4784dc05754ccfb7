import type { QueryClient } from '@tanstack/react-query';
import {
  AllowedChannelsCard,
  BufferSettingsCard,
  PublicAddressCard,
  SetupGuide,
  bufferSettingsQuery,
  publicAddressQuery,
} from '../../../features/admin';
import { ReleaseRuleCard, releaseRuleQuery } from '../../../features/activity';

export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(bufferSettingsQuery);
  void queryClient.prefetchQuery(releaseRuleQuery);
  void queryClient.prefetchQuery(publicAddressQuery);
}

/**
 * /admin: the setup guide first (a first-time admin reads it before the form it explains), then the Buffer
 * connection, the public address Buffer fetches the images from, the channels the team may use and the
 * release rule.
 */
export default function PublishingSection() {
  return (
    <>
      <SetupGuide />
      <BufferSettingsCard />
      <PublicAddressCard />
      <AllowedChannelsCard />
      <ReleaseRuleCard />
    </>
  );
}
