import { BufferSettingsCard, SetupGuide } from '../../../features/admin';

/** /admin: the Buffer connection and the five-step setup guide. */
export default function PublishingSection() {
  return (
    <>
      <BufferSettingsCard />
      <SetupGuide />
    </>
  );
}
