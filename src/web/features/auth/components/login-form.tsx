import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '../../../../shared/auth';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { notifyFailure } from '../../../lib/error-text';
import { notifyInvalidForm } from '../../../lib/first-form-error';
import { notify } from '../../../lib/notify';
import { authText } from '../../../messages/auth';
import { signInWithEmail } from '../api/sign-in';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onValid = async ({ email, password }: LoginInput) => {
    try {
      await signInWithEmail(queryClient, email, password);
    } catch (err) {
      notifyFailure(messages.login.failedTitle, err, messages.api.internal);
      return;
    }
    notify.success(messages.login.successTitle, messages.login.successText);
    onSuccess();
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, notifyInvalidForm(['email', 'password']))}
      noValidate
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="login-email">{authText.emailLabel}</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          {...register('email')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="login-password">{authText.passwordLabel}</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          {...register('password')}
        />
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {authText.submit}
      </Button>
    </form>
  );
}
