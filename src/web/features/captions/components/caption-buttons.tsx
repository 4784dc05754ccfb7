import type { NewsItem } from '../../../../shared/news';
import { EvidenceDialog } from './evidence-dialog';
import { RegenerateCaptionButton } from './regenerate-caption-button';

/** The team's caption buttons on a card: „Belege“ and „Text neu vorschlagen“. */
export function CaptionButtons({ item }: { item: NewsItem }) {
  return (
    <>
      <EvidenceDialog item={item} />
      <RegenerateCaptionButton item={item} />
    </>
  );
}
