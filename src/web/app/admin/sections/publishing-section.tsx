import { AllowedChannelsCard, BufferSettingsCard, SetupGuide } from '../../../features/admin';
import { ReleaseRuleCard } from '../../../features/activity';

/** /admin: the Buffer connection, the channels the team may use, the release rule and the setup guide. */
export default function PublishingSection() {
  return (
    <>
      <BufferSettingsCard />
      <AllowedChannelsCard />
      <ReleaseRuleCard />
      <SetupGuide />
    </>
  );
}
