import { notify } from '../../../lib/notify';
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
import { useDeleteUser } from '../api/users';

interface Props {
  /** The user selected for deletion; the dialog is open while this is set. */
  user: ListedUser | null;
  onClose: () => void;
}

/** SPEC.md §4: confirm sends the delete, closes the dialog and reloads the list; cancel only closes. */
export function DeleteUserDialog({ user, onClose }: Props) {
  const deleteUser = useDeleteUser();

  const confirm = () => {
    if (!user) return;
    deleteUser.mutate(user.id, {
      onSuccess: () => notify.success(messages.users.deletedTitle, messages.users.deletedText),
      onError: (err) =>
        notify.error(
          messages.users.deleteFailedTitle,
          err instanceof Error && err.message ? err.message : messages.users.deleteFailedFallback,
        ),
    });
    onClose();
  };

  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>Benutzer löschen?</AlertDialogTitle>
        <AlertDialogDescription>
          Diese Aktion kann nicht rückgängig gemacht werden. Der Benutzer
          {user ? <strong className="font-semibold text-ink"> {user.email}</strong> : null} wird dauerhaft gelöscht.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Abbrechen</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>Löschen</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
