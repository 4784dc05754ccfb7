import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import { updateUserSchema, type ListedUser } from '../../../../shared/auth';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useUpdateUser } from '../api/users';
import { userTexts } from '../messages';

interface Props {
  user: ListedUser | null;
  onClose: () => void;
}

/** An admin sets a new password for another account. */
export function SetPasswordDialog({ user, onClose }: Props) {
  const [password, setPassword] = useState('');
  const update = useUpdateUser();

  const close = () => {
    setPassword('');
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const parsed = updateUserSchema.safeParse({ password });
    if (!parsed.success) {
      notify.error(messages.validation.title, parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          notify.success(userTexts.passwordSetTitle, userTexts.passwordSetText(user.email));
          close();
        },
        onError: (err) => notify.error(userTexts.updateFailedTitle, err instanceof Error ? err.message : String(err)),
      },
    );
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>Passwort setzen</DialogTitle>
        <DialogDescription>
          Neues Passwort für <strong className="font-semibold text-ink">{user?.email}</strong>. Teile es der Person auf
          einem sicheren Weg mit.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="set-password">Neues Passwort</Label>
            <Input
              id="set-password"
              type="password"
              autoComplete="new-password"
              placeholder="Mindestens 6 Zeichen"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Abbrechen
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Speichert...' : 'Passwort setzen'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
