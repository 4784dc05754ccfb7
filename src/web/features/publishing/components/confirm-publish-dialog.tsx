import { TriangleAlert } from 'lucide-react';
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
  /** The topic was published before: the dialog warns that this makes a second Instagram post. */
  republish: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The last look before Buffer gets the post: the caption as it goes out and the three images in carousel order. */
export function ConfirmPublishDialog({ item, open, republish, onCancel, onConfirm }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <AlertDialogTitle>{republish ? publishText.republishTitle : publishText.confirmTitle}</AlertDialogTitle>
        <AlertDialogDescription>{publishText.confirmDescription}</AlertDialogDescription>
        {republish ? (
          <p
            role="alert"
            data-testid="republish-warning"
            className="mt-3 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-2.5 text-sm font-medium text-amber-950"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {publishText.republishWarning}
          </p>
        ) : null}
        <h3 className="mt-3 text-sm font-medium text-ink">{publishText.captionTitle}</h3>
        <p
          className="mt-1 max-h-40 overflow-y-auto rounded-md border border-line bg-slate-50 p-2 text-sm whitespace-pre-wrap text-ink"
          data-testid="confirm-caption"
          tabIndex={0}
        >
          {item.instagram_text}
        </p>
        <p className="mt-1 text-sm text-muted" data-testid="confirm-caption-length">
          {publishText.captionLength(captionLength(item.instagram_text))}
        </p>
        <h3 className="mt-3 text-sm font-medium text-ink">{publishText.imagesTitle}</h3>
        <ol className="mt-1 grid grid-cols-3 gap-2" data-testid="confirm-images">
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
          <Button onClick={onConfirm}>{republish ? publishText.republishConfirm : publishText.confirm}</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
