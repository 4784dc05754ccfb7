import type { PhotoSearchAnswer } from '../../../../shared/editing';
import { messages } from '../../../../shared/messages';
import { editingText } from '../../../messages/editing';

const t = editingText.photoNotice;
const nameOf = (source: keyof typeof messages.photos.sourceNames) => messages.photos.sourceNames[source];

/**
 * The one message of a photo search where an external source gave nothing: which sources were tried and why
 * each failed or was not asked, a hint when none could be reached at all (no internet?), and what can be set
 * up (PEXELS_API_KEY, COMMONS_API_URL) — told to an admin directly, to others as an admin's job. Null while
 * every source that is set up answered and at least one is (a missing Pexels key alone is no news per search).
 */
export interface PhotoSearchNotice {
  /** „Fehler bei der Bildsuche“ (the specification's words) when no source on the internet answered. */
  title: string | null;
  lines: string[];
}

export function photoSearchNotice(answer: PhotoSearchAnswer, isAdmin: boolean): PhotoSearchNotice | null {
  const external = answer.sources.filter((s) => s.source !== 'upload');
  const failed = external.filter((s) => s.message);
  const missing = answer.unavailable ?? [];
  const answered = external.filter((s) => !s.message).map((s) => nameOf(s.source));
  if (failed.length === 0 && answered.length > 0) return null;
  const variables = [
    ...new Set(
      [...failed.map((s) => s.source), ...missing.map((s) => s.source)].map((s) =>
        s === 'pexels' ? 'PEXELS_API_KEY' : 'COMMONS_API_URL',
      ),
    ),
  ].sort((a, b) => b.localeCompare(a));
  const lines = [
    answered.length ? t.onlyFrom(answered) : failed.length ? t.noneAnswered : t.noneConfigured,
    ...failed.map((s) => s.message!),
    ...missing.map((s) => s.message),
    ...(failed.some((s) => s.unreachable) ? [t.offline] : []),
    isAdmin ? t.adminCanSet(variables) : t.teamAsksAdmin(variables),
    t.uploadsStillWork,
  ];
  return { title: answered.length === 0 && failed.length > 0 ? messages.search.failedTitle : null, lines };
}
