import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { changePasswordSchema } from '../../../../shared/auth';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { notifyFailure } from '../../../lib/error-text';
import { notifyInvalidForm } from '../../../lib/first-form-error';
import { notify } from '../../../lib/notify';
import { authText } from '../../../messages/auth';
import { commonText } from '../../../messages/common';
import { useChangePassword } from '../api/change-password';

/** The request's schema plus the repeated new password, which only the form knows. */
const changePasswordFormSchema = changePasswordSchema
  .extend({ currentPassword: z.string().min(1, authText.currentPasswordRequired), repeated: z.string() })
  .refine((v) => v.newPassword === v.repeated, { message: authText.passwordsDiffer, path: ['repeated'] });
type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', repeated: '' };

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Lets the signed-in user change their own password. */
export default function ChangePasswordDialog({ open, onOpenChange }: Props) {
  const id = useId();
  const change = useChangePassword();
  const { register, handleSubmit } = useForm<ChangePasswordForm, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });

  const onValid = ({ currentPassword, newPassword }: z.output<typeof changePasswordFormSchema>) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notify.success(authText.passwordChangedTitle, authText.passwordChangedText);
          onOpenChange(false);
        },
        onError: (err) => notifyFailure(authText.passwordChangeFailedTitle, err, messages.api.internal),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{authText.changePasswordTitle}</DialogTitle>
        <DialogDescription>{authText.changePasswordDescription}</DialogDescription>
        <form
          onSubmit={handleSubmit(onValid, notifyInvalidForm(['currentPassword', 'newPassword', 'repeated']))}
          noValidate
          className="mt-5 flex flex-col gap-4"
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-current`}>{authText.currentPasswordLabel}</Label>
            <Input
              id={`${id}-current`}
              type="password"
              autoComplete="current-password"
              {...register('currentPassword')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-new`}>{authText.newPasswordLabel}</Label>
            <Input
              id={`${id}-new`}
              type="password"
              autoComplete="new-password"
              placeholder={authText.passwordPlaceholder}
              {...register('newPassword')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-repeat`}>{authText.repeatPasswordLabel}</Label>
            <Input id={`${id}-repeat`} type="password" autoComplete="new-password" {...register('repeated')} />
          </div>
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {commonText.cancel}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? commonText.saving : authText.changePasswordSubmit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
