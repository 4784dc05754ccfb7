import type { NewsItem } from '../../../../shared/news';
import { CopyTextButton } from './copy-text-button';
import { EditBackgroundsDialog } from './edit-backgrounds-dialog';
import { EditSharepicsDialog } from './edit-sharepics-dialog';
import { EditTextDialog } from './edit-text-dialog';
import { PlannedHint } from './planned-hint';
import { RegenerateButton } from './regenerate-button';

/**
 * The editing buttons of a card: copy, the three edit dialogs, regenerate. A planned topic cannot change
 * (the server refuses it too): copy stays, the hint says why and leads to „Planung“.
 */
export function EditingButtons({ item }: { item: NewsItem }) {
  if (item.status === 'geplant') {
    return (
      <>
        <PlannedHint />
        <CopyTextButton text={item.instagram_text} />
      </>
    );
  }
  return (
    <>
      <CopyTextButton text={item.instagram_text} />
      <EditTextDialog item={item} />
      <EditSharepicsDialog item={item} />
      <EditBackgroundsDialog item={item} />
      <RegenerateButton item={item} />
    </>
  );
}
