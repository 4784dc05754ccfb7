import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { changePasswordSchema, type ListedUser } from '../../../../shared/auth';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { notifyFailure } from '../../../lib/error-text';
import { notifyInvalidForm } from '../../../lib/first-form-error';
import { notify } from '../../../lib/notify';
import { commonText } from '../../../messages/common';
import { userText } from '../../../messages/users';
import { useUpdateUser } from '../api/users';

/** The same password rule as everywhere (at least 6 characters), from the shared schema. */
const setPasswordSchema = changePasswordSchema.pick({ newPassword: true });
type SetPasswordForm = z.infer<typeof setPasswordSchema>;

interface Props {
  user: ListedUser | null;
  onClose: () => void;
}

/** An admin sets a new password for another account. */
export function SetPasswordDialog({ user, onClose }: Props) {
  const update = useUpdateUser();
  const { register, handleSubmit, reset } = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { newPassword: '' },
  });

  const close = () => {
    reset({ newPassword: '' });
    onClose();
  };

  const onValid = ({ newPassword }: SetPasswordForm) => {
    if (!user) return;
    update.mutate(
      { id: user.id, password: newPassword },
      {
        onSuccess: () => {
          notify.success(userText.passwordSetTitle, userText.passwordSetText(user.email));
          close();
        },
        onError: (err) => notifyFailure(userText.updateFailedTitle, err, messages.api.internal),
      },
    );
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>{userText.setPasswordTitle}</DialogTitle>
        <DialogDescription>
          {userText.setPasswordTextStart} <strong className="font-semibold text-ink">{user?.email}</strong>
          {userText.setPasswordTextEnd}
        </DialogDescription>
        <form
          onSubmit={handleSubmit(onValid, notifyInvalidForm(['newPassword']))}
          noValidate
          className="mt-5 flex flex-col gap-4"
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="set-password">{userText.newPasswordLabel}</Label>
            <Input
              id="set-password"
              type="password"
              autoComplete="new-password"
              placeholder={userText.passwordPlaceholder}
              {...register('newPassword')}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              {commonText.cancel}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? commonText.saving : userText.setPassword}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
