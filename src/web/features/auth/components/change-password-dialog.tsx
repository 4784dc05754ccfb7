import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import { changePasswordSchema } from '../../../../shared/auth';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { authTexts } from '../messages';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Lets the signed-in user change their own password (issue 3). */
export default function ChangePasswordDialog({ open, onOpenChange }: Props) {
  const id = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const change = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse({ currentPassword, newPassword });
    const problem = !currentPassword
      ? authTexts.currentPasswordRequired
      : !parsed.success
        ? parsed.error.issues[0]?.message
        : newPassword !== repeated
          ? authTexts.passwordsDiffer
          : undefined;
    if (problem || !parsed.success) {
      notify.error(messages.validation.title, problem);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(authTexts.passwordChangedTitle, authTexts.passwordChangedText);
        onOpenChange(false);
      },
      onError: (err) => notify.error(authTexts.passwordChangeFailedTitle, errorMessage(err, messages.api.internal)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Passwort ändern</DialogTitle>
        <DialogDescription>Das neue Passwort muss mindestens 6 Zeichen lang sein.</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-current`}>Aktuelles Passwort</Label>
            <Input
              id={`${id}-current`}
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-new`}>Neues Passwort</Label>
            <Input
              id={`${id}-new`}
              type="password"
              autoComplete="new-password"
              placeholder="Mindestens 6 Zeichen"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-repeat`}>Neues Passwort wiederholen</Label>
            <Input
              id={`${id}-repeat`}
              type="password"
              autoComplete="new-password"
              value={repeated}
              onChange={(e) => setRepeated(e.target.value)}
            />
          </div>
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Abbrechen
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Speichert...' : 'Passwort ändern'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
