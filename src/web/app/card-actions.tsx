import type { NewsItem } from '../../shared/news';
import { CaptionButtons } from '../features/captions';
import { EditingButtons } from '../features/editing';
import { HistoryButton, PublishButton, ReleaseControls } from '../features/publishing';
import { newsText } from '../messages/news';

/**
 * The team's buttons below an expanded card: copy, the three edit dialogs, regenerate, the caption's „Belege“
 * and „Text neu vorschlagen“, publish. Loaded on
 * demand as one chunk (anonymous visitors never download it), so the row appears complete: showing
 * "Veröffentlichen" alone first made it jump aside a moment later, and a click landing during the jump was lost.
 */
export default function CardActions({ item }: { item: NewsItem }) {
  return (
    <div
      role="group"
      aria-label={newsText.actionsLabel}
      className="flex flex-wrap gap-2 border-t border-line pt-4"
      data-testid="card-actions"
    >
      <EditingButtons item={item} />
      <CaptionButtons item={item} />
      <ReleaseControls item={item} />
      <PublishButton item={item} />
      <HistoryButton item={item} />
    </div>
  );
}
