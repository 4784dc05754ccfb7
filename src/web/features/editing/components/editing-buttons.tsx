import type { NewsItem } from '../../../../shared/news';
import { CopyTextButton } from './copy-text-button';
import { EditBackgroundsDialog } from './edit-backgrounds-dialog';
import { EditSharepicsDialog } from './edit-sharepics-dialog';
import { EditTextDialog } from './edit-text-dialog';
import { RegenerateButton } from './regenerate-button';

/** The editing buttons of a card: copy, the three edit dialogs, regenerate. */
export function EditingButtons({ item }: { item: NewsItem }) {
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
