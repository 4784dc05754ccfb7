import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { notify } from '../../../lib/notify';
import { createUserSchema } from '../../../../shared/auth';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { firstFormError } from '../../../lib/first-form-error';
import { useCreateUser } from '../api/users';
import { userTexts } from '../messages';

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
      const text = err instanceof Error && err.message ? err.message : messages.users.createFailedFallback;
      notify.error(messages.users.createFailedTitle, text);
    }
  };

  const onInvalid = (errors: FieldErrors<FormInput>) => {
    notify.error(messages.validation.title, firstFormError(errors, ['email', 'password', 'role']));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Neuen Benutzer anlegen</CardTitle>
        <CardDescription>Der neue Benutzer meldet sich mit dieser E-Mail-Adresse und dem Passwort an.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={handleSubmit(onValid, onInvalid)}
          noValidate
          className="grid gap-4 md:grid-cols-[2fr_2fr_1fr_auto] md:items-end"
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-user-email">E-Mail</Label>
            <Input id="new-user-email" type="email" autoComplete="off" {...register('email')} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-user-password">Passwort</Label>
            <Input
              id="new-user-password"
              type="password"
              autoComplete="new-password"
              placeholder="Mindestens 6 Zeichen"
              {...register('password')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-user-role">Rolle</Label>
            <NativeSelect id="new-user-role" {...register('role')}>
              <option value="editor">{userTexts.roleLabels.editor}</option>
              <option value="admin">{userTexts.roleLabels.admin}</option>
            </NativeSelect>
          </div>
          <Button type="submit" disabled={createUser.isPending}>
            {createUser.isPending ? 'Erstellt...' : 'Benutzer erstellen'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
