import type { ListedUser } from '../../../../shared/auth';
import { messages } from '../../../../shared/messages';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { commonText } from '../../../messages/common';
import { userText } from '../../../messages/users';
import { useDeleteUser } from '../api/users';

interface Props {
  /** The user selected for deletion; the dialog is open while this is set. */
  user: ListedUser | null;
  onClose: () => void;
}

/** Confirm sends the delete, closes the dialog and reloads the list; cancel only closes. */
export function DeleteUserDialog({ user, onClose }: Props) {
  const deleteUser = useDeleteUser();

  const confirm = () => {
    if (!user) return;
    deleteUser.mutate(user.id, {
      onSuccess: () => notify.success(messages.users.deletedTitle, messages.users.deletedText),
      onError: (err) => notifyFailure(messages.users.deleteFailedTitle, err, messages.users.deleteFailedFallback),
    });
    onClose();
  };

  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>{userText.deleteTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          {userText.deleteTextStart}
          {user ? <strong className="font-semibold text-ink"> {user.email}</strong> : null} {userText.deleteTextEnd}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{commonText.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>{commonText.delete}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
