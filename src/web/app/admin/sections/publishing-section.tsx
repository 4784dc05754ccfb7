import { AllowedChannelsCard, BufferSettingsCard, SetupGuide } from '../../../features/admin';

/** /admin: the Buffer connection, the channels the team may use, and the five-step setup guide. */
export default function PublishingSection() {
  return (
    <>
      <BufferSettingsCard />
      <AllowedChannelsCard />
      <SetupGuide />
    </>
  );
}
