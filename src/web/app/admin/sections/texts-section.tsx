import { VoiceCard } from '../../../features/admin';

/** /admin/texte: how the analysis writes the captions (the organisation's voice). */
export default function TextsSection() {
  return <VoiceCard />;
}
