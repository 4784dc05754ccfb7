import type { QueryClient } from '@tanstack/react-query';
import { VoiceCard, voiceQuery } from '../../../features/admin';

export const prefetch = (queryClient: QueryClient) => void queryClient.prefetchQuery(voiceQuery);

/** /admin/texte: how the analysis writes the captions (the organisation's voice). */
export default function TextsSection() {
  return <VoiceCard />;
}
