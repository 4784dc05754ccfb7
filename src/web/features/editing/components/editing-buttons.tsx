import type { NewsItem } from '../../../../shared/news';
import { CopyTextButton } from './copy-text-button';
import { EditBackgroundsDialog } from './edit-backgrounds-dialog';
import { EditSharepicsDialog } from './edit-sharepics-dialog';
import { EditTextDialog } from './edit-text-dialog';
import { PlannedHint } from './planned-hint';
import { RegenerateButton } from './regenerate-button';

/**
 * The editing buttons of a card: copy, the three edit dialogs, regenerate. A planned topic cannot change
 * (the server refuses it too): copy stays, the hint says why and leads to „Planung“. `part` splits them for
 * the card's grouping: `primary` is the text dialog (or the hint), `more` the rest; without it, all.
 */
export function EditingButtons({ item, part }: { item: NewsItem; part?: 'primary' | 'more' }) {
  const planned = item.status === 'geplant';
  const primary = planned ? <PlannedHint /> : <EditTextDialog item={item} />;
  const more = planned ? (
    <CopyTextButton text={item.instagram_text} />
  ) : (
    <>
      <CopyTextButton text={item.instagram_text} />
      <EditSharepicsDialog item={item} />
      <EditBackgroundsDialog item={item} />
      <RegenerateButton item={item} />
    </>
  );
  if (part === 'primary') return primary;
  if (part === 'more') return more;
  return (
    <>
      {primary}
      {more}
    </>
  );
}
