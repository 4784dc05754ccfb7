import { lazy, Suspense } from 'react';
import type { NewsItem } from '../../../../shared/news';
import { PublishButton } from '../../publishing/components/publish-button';

const EditingButtons = lazy(() => import('../../editing/components/editing-buttons'));

interface Props {
  item: NewsItem;
  /** True for signed-in team members; anonymous visitors see nothing here. */
  canEdit: boolean;
}

/** The editing area of an expanded card: copy, the three edit dialogs, regenerate and publish. */
export function CardActions({ item, canEdit }: Props) {
  if (!canEdit) return null;
  return (
    <div
      role="group"
      aria-label="Bearbeiten"
      className="flex flex-wrap gap-2 border-t border-line pt-4"
      data-testid="card-actions"
    >
      <Suspense fallback={null}>
        <EditingButtons item={item} />
      </Suspense>
      <PublishButton item={item} />
    </div>
  );
}
