import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, RotateCcw } from 'lucide-react';
import {
  imprintMessages,
  imprintSchema,
  type Imprint,
  type ImprintInput,
  type ImprintSettingsView,
} from '../../../../shared/imprint';
import { messages } from '../../../../shared/messages';
import { SaveButton, SettingsCard, settingsSaveCallbacks } from '../../../components/settings-card';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { notifyFailure } from '../../../lib/error-text';
import { fieldError, notifyInvalidForm } from '../../../lib/first-form-error';
import { notify } from '../../../lib/notify';
import { imprintText as t } from '../../../messages/imprint';
import { useImprintSettings, useResetImprint, useSaveImprint } from './api';

const fieldOrder = ['name', 'address', 'email'] as const;
const toForm = ({ name, address, email }: ImprintSettingsView): ImprintInput => ({ name, address, email });

/** The imprint's operator: starts from the IMPRESSUM_* variables; what is saved here wins. */
export function ImprintCard() {
  const imprint = useImprintSettings();
  return (
    <SettingsCard
      testId="imprint-settings"
      title={t.cardTitle}
      description={t.cardDescription}
      query={imprint}
      loadingText={t.loading}
      loadFailedText={t.loadFailed}
    >
      {(view) => <ImprintForm view={view} />}
    </SettingsCard>
  );
}

function ImprintForm({ view }: { view: ImprintSettingsView }) {
  const save = useSaveImprint();
  const resetToEnvironment = useResetImprint();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ImprintInput, unknown, Imprint>({ resolver: zodResolver(imprintSchema), defaultValues: toForm(view) });

  const onValid = (input: Imprint) =>
    save.mutate(
      input,
      settingsSaveCallbacks(imprintMessages.savedText, (stored) => reset(toForm(stored))),
    );
  const onReset = () =>
    resetToEnvironment.mutate(undefined, {
      onSuccess: (stored) => {
        reset(toForm(stored));
        notify.success(t.resetTitle, imprintMessages.resetText);
      },
      onError: (err) => notifyFailure(messages.settings.saveFailedTitle, err, messages.settings.saveFailedText),
    });

  return (
    <form
      onSubmit={handleSubmit(onValid, notifyInvalidForm([...fieldOrder]))}
      noValidate
      className="flex flex-col gap-6"
    >
      <p
        className="rounded-md border border-line bg-surface p-3 text-sm text-ink"
        data-testid="imprint-source"
        data-source={view.source}
      >
        {t.source[view.source]}
      </p>
      <Field id="imprint-name" label={t.nameLabel} help={t.nameHelp} error={fieldError(errors.name)}>
        {(described) => <Input id="imprint-name" autoComplete="name" {...described} {...register('name')} />}
      </Field>
      <Field id="imprint-address" label={t.addressLabel} help={t.addressHelp} error={fieldError(errors.address)}>
        {(described) => (
          <textarea
            id="imprint-address"
            rows={3}
            autoComplete="street-address"
            className="w-full resize-y rounded-md border border-slate-400 bg-white px-3 py-2 text-sm leading-relaxed text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand"
            {...described}
            {...register('address')}
          />
        )}
      </Field>
      <Field id="imprint-email" label={t.emailLabel} help={t.emailHelp} error={fieldError(errors.email)}>
        {(described) => (
          <Input
            id="imprint-email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            {...described}
            {...register('email')}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <SaveButton pending={save.isPending} />
        {view.source === 'saved' ? (
          <Button type="button" variant="outline" onClick={onReset} disabled={resetToEnvironment.isPending}>
            <RotateCcw aria-hidden />
            {resetToEnvironment.isPending ? t.resetting : t.reset}
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to="/impressum">
            <ExternalLink aria-hidden />
            {t.showImprint}
          </Link>
        </Button>
      </div>
    </form>
  );
}

/** A labelled, required field with its help and, once invalid, its message (both read out with the field). */
function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help: string;
  error?: string;
  children: (described: { 'aria-describedby': string; 'aria-invalid'?: true; 'aria-required': true }) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        'aria-describedby': error ? `${id}-error ${id}-help` : `${id}-help`,
        'aria-required': true,
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <p id={`${id}-help`} className="text-xs text-muted">
        {help}
      </p>
    </div>
  );
}
