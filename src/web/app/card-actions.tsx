import { useId, useState } from 'react';
import { MoreHorizontal } from 'lucide-react';
import type { NewsItem } from '../../shared/news';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { CaptionButtons } from '../features/captions';
import { EditingButtons } from '../features/editing';
import { HistoryButton, PublishButton, ReleaseControls } from '../features/publishing';
import { newsText } from '../messages/news';

/**
 * The team's buttons below an expanded card, in two groups: first „Instagram-Text bearbeiten“, the release
 * and publishing; then copy, the sharepic dialogs, regenerate, the caption's „Belege“ and „Text neu
 * vorschlagen“ and „Verlauf“ (behind „Weitere Aktionen“ on a phone). Loaded on
 * demand as one chunk (anonymous visitors never download it), so the row appears complete: showing
 * "Veröffentlichen" alone first made it jump aside a moment later, and a click landing during the jump was lost.
 */
export default function CardActions({ item }: { item: NewsItem }) {
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  return (
    <div
      role="group"
      aria-label={newsText.actionsLabel}
      className="flex flex-col gap-3 border-t border-line pt-4"
      data-testid="card-actions"
    >
      {/* First what a card is for: edit the text, release and publish. */}
      <div className="flex flex-wrap gap-2" data-testid="card-actions-primary">
        <EditingButtons item={item} part="primary" />
        <ReleaseControls item={item} />
        <PublishButton item={item} />
      </div>
      {/* The rest in one place; on a phone folded behind „Weitere Aktionen“, so the row does not wrap raggedly. */}
      <Button
        variant="ghost"
        size="sm"
        className="self-start sm:hidden"
        aria-expanded={moreOpen}
        aria-controls={moreId}
        onClick={() => setMoreOpen(!moreOpen)}
      >
        <MoreHorizontal aria-hidden />
        {newsText.moreActions}
      </Button>
      <div
        id={moreId}
        role="group"
        aria-label={newsText.moreActions}
        className={cn('flex-wrap gap-2', moreOpen ? 'flex' : 'hidden sm:flex')}
        data-testid="card-actions-more"
      >
        <EditingButtons item={item} part="more" />
        <CaptionButtons item={item} />
        <HistoryButton item={item} />
      </div>
    </div>
  );
}
