import type { NewsItem } from '../../../../shared/news';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { captionLength } from '../lib/publish-outcome';
import { publishText } from '../../../messages/publishing';

interface Props {
  item: NewsItem;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The last look before Buffer gets the post: caption length and the three images in carousel order. */
export function ConfirmPublishDialog({ item, open, onCancel, onConfirm }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent className="max-w-lg">
        <AlertDialogTitle>{publishText.confirmTitle}</AlertDialogTitle>
        <AlertDialogDescription>{publishText.confirmDescription}</AlertDialogDescription>
        <p className="mt-3 text-sm font-medium text-ink" data-testid="confirm-caption-length">
          {publishText.captionLength(captionLength(item.instagram_text))}
        </p>
        <ol className="mt-3 grid grid-cols-3 gap-2" data-testid="confirm-images">
          {item.sharepics.slice(0, 3).map((sharepic, i) => (
            <li key={`${i}-${sharepic.url}`}>
              <img
                src={sharepic.url}
                alt={publishText.imageAlt(i + 1, item.title)}
                width={1080}
                height={1350}
                className="aspect-[4/5] w-full rounded-md border border-line bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ol>
        <AlertDialogFooter>
          <AlertDialogCancel>{publishText.cancel}</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action: that would also fire onOpenChange(false), i.e. "cancel". */}
          <Button onClick={onConfirm}>{publishText.confirm}</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
