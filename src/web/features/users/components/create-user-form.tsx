import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createUserSchema } from '../../../../shared/auth';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { notifyFailure } from '../../../lib/error-text';
import { notifyInvalidForm } from '../../../lib/first-form-error';
import { notify } from '../../../lib/notify';
import { userText } from '../../../messages/users';
import { useCreateUser } from '../api/users';

type FormInput = z.input<typeof createUserSchema>;
type FormOutput = z.output<typeof createUserSchema>;

const emptyForm: FormInput = { email: '', password: '', role: 'editor' };

export function CreateUserForm() {
  const createUser = useCreateUser();
  const { register, handleSubmit, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: emptyForm,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onValid = async (input: FormOutput) => {
    try {
      const user = await createUser.mutateAsync(input);
      notify.success(messages.users.createdTitle, messages.users.createdText(user.email));
      reset(emptyForm);
    } catch (err) {
      notifyFailure(messages.users.createFailedTitle, err, messages.users.createFailedFallback);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{userText.createTitle}</CardTitle>
        <CardDescription>{userText.createDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={handleSubmit(onValid, notifyInvalidForm(['email', 'password', 'role']))}
          noValidate
          className="grid gap-4 md:grid-cols-[2fr_2fr_1fr_auto] md:items-end"
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-user-email">{userText.emailLabel}</Label>
            <Input id="new-user-email" type="email" autoComplete="off" {...register('email')} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-user-password">{userText.passwordLabel}</Label>
            <Input
              id="new-user-password"
              type="password"
              autoComplete="new-password"
              placeholder={userText.passwordPlaceholder}
              {...register('password')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-user-role">{userText.roleLabel}</Label>
            <NativeSelect id="new-user-role" {...register('role')}>
              <option value="editor">{userText.roleLabels.editor}</option>
              <option value="admin">{userText.roleLabels.admin}</option>
            </NativeSelect>
          </div>
          <Button type="submit" disabled={createUser.isPending}>
            {createUser.isPending ? userText.creating : userText.create}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
