import type { PlanEntry } from '../../../../shared/news';
import { formatBerlinDateTime } from '../../../../shared/schedule';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { planningText } from '../../../messages/planning';
import { useCancelPost } from '../api/plan';

/** „Stornieren“: asks once, then Buffer deletes the post. */
export function CancelDialog({ entry, channel, onClose }: { entry: PlanEntry; channel: string; onClose: () => void }) {
  const cancel = useCancelPost();
  const confirm = () =>
    cancel.mutate(entry.publication_id, {
      onSuccess: () => {
        notify.success(planningText.cancelledTitle, planningText.cancelledText);
        onClose();
      },
      onError: (err) => {
        notifyFailure(planningText.cancelFailedTitle, err, planningText.cancelFailedTitle);
        onClose();
      },
    });
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>{planningText.cancelTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          {planningText.cancelDescription(channel, formatBerlinDateTime(entry.at))}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{planningText.keep}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {planningText.cancelConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
