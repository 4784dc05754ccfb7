import { lazy, Suspense } from 'react';
import type { NewsItem } from '../../../../shared/news';
import { PublishButton } from '../../publishing/components/publish-button';

const EditingButtons = lazy(() => import('../../editing/components/editing-buttons'));

interface Props {
  item: NewsItem;
  /** True for signed-in team members; anonymous visitors see nothing here. */
  canEdit: boolean;
}

/**
 * The editing area of an expanded card: copy, the three edit dialogs, regenerate and publish.
 *
 * The row appears only once the lazily loaded editing buttons are there. Showing "Veröffentlichen" alone
 * first made it jump aside (to the end of the row, often onto a second line) a moment later: a click
 * pressed before that jump and released after it landed on another button or between them and was lost.
 */
export function CardActions({ item, canEdit }: Props) {
  if (!canEdit) return null;
  return (
    <Suspense fallback={null}>
      <div
        role="group"
        aria-label="Bearbeiten"
        className="flex flex-wrap gap-2 border-t border-line pt-4"
        data-testid="card-actions"
      >
        <EditingButtons item={item} />
        <PublishButton item={item} />
      </div>
    </Suspense>
  );
}
