import { CircleCheck } from 'lucide-react';
import type { NewsPublicationSummary } from '../../../../shared/news';
import { formatPublishedAt } from '../lib/publish-outcome';
import { publishText } from '../../../messages/publishing';

/** "Veröffentlicht am … von Anna" (the display name, never the address) above the card's buttons (a full-width row of the button group). */
export function PublishedNote({ publication }: { publication: NewsPublicationSummary }) {
  return (
    <p data-testid="published-note" className="order-first flex basis-full items-start gap-2 text-sm text-emerald-800">
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {publishText.publishedNote(formatPublishedAt(publication.published_at), publication.published_by_name)}
        {publication.reminder ? <span className="block text-amber-900">{publishText.reminderNote}</span> : null}
      </span>
    </p>
  );
}
