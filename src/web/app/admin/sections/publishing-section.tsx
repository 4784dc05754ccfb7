import { BufferSettingsCard, SetupGuide } from '../../../features/admin';
import { ReleaseRuleCard } from '../../../features/activity';

/** /admin: the Buffer connection, the release rule and the five-step setup guide. */
export default function PublishingSection() {
  return (
    <>
      <BufferSettingsCard />
      <ReleaseRuleCard />
      <SetupGuide />
    </>
  );
}
