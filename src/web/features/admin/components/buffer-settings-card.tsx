import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { messages } from '../../../../shared/messages';
import type { BufferSettingsInput, BufferSettingsView } from '../../../../shared/settings';
import { SaveButton, SettingsCard, settingsSaveCallbacks } from '../../../components/settings-card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { notifyInvalidForm } from '../../../lib/first-form-error';
import { notify } from '../../../lib/notify';
import { settingsText } from '../../../messages/buffer-settings';
import { commonText } from '../../../messages/common';
import { useBufferSettings, useSaveBufferSettings } from '../api/buffer-settings';
import { settingsFormSchema, toSettingsRequest, type SettingsFormValues } from '../lib/settings-form';
import { ChannelPicker } from './channel-picker';
import { ConnectionTest } from './connection-test';
import { SecretInput } from './secret-input';

/** The Buffer configuration: access token, profile id, connection test, channel picker. */
export function BufferSettingsCard() {
  const settings = useBufferSettings();
  const reported = useRef(false);

  useEffect(() => {
    if (settings.isError && !reported.current) {
      reported.current = true;
      notify.error(messages.settings.loadFailedTitle, messages.settings.loadFailedText);
    }
  }, [settings.isError]);

  return (
    <SettingsCard
      testId="buffer-settings"
      title={settingsText.cardTitle}
      description={settingsText.cardDescription}
      query={settings}
      loadingText={settingsText.loading}
      loadFailedText={messages.settings.loadFailedText}
    >
      {(view) => <SettingsForm view={view} />}
    </SettingsCard>
  );
}

function SettingsForm({ view }: { view: BufferSettingsView }) {
  const save = useSaveBufferSettings();
  const tokenStored = view.token_set && view.token_readable;
  const { register, handleSubmit, reset, setValue, control } = useForm<
    SettingsFormValues,
    unknown,
    BufferSettingsInput
  >({
    resolver: zodResolver(settingsFormSchema(tokenStored)),
    defaultValues: { access_token: '', profile_id: view.profile_id ?? '' },
  });
  const [accessToken, profileId] = useWatch({ control, name: ['access_token', 'profile_id'] });

  const onValid = (parsed: BufferSettingsInput) =>
    save.mutate(
      toSettingsRequest(parsed),
      settingsSaveCallbacks(
        messages.settings.savedText,
        (saved) => reset({ access_token: '', profile_id: saved.profile_id ?? '' }),
        'fixed',
      ),
    );

  return (
    <form
      onSubmit={handleSubmit(onValid, notifyInvalidForm(['access_token', 'profile_id']))}
      noValidate
      className="flex flex-col gap-6"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="buffer-access-token">
          {settingsText.tokenLabel} <RequiredMark />
        </Label>
        {view.token_set ? <StoredTokenNote view={view} /> : null}
        <SecretInput
          id="buffer-access-token"
          required={!tokenStored}
          aria-required
          placeholder={tokenStored ? settingsText.tokenPlaceholderStored : undefined}
          aria-describedby="buffer-access-token-help"
          {...register('access_token')}
        />
        <p id="buffer-access-token-help" className="text-xs text-muted">
          {settingsText.tokenHelp}
          {tokenStored ? ` ${settingsText.tokenKeepHint}` : null}
        </p>
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="buffer-profile-id">
          {settingsText.profileLabel} <RequiredMark />
        </Label>
        <Input
          id="buffer-profile-id"
          required
          aria-required
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-describedby="buffer-profile-id-help"
          {...register('profile_id')}
        />
        <p id="buffer-profile-id-help" className="text-xs text-muted">
          {settingsText.profileHelp}
        </p>
      </div>

      <div className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-4">
        <ChannelPicker
          accessToken={accessToken ?? ''}
          selectedId={profileId}
          onPick={(id) => setValue('profile_id', id, { shouldDirty: true })}
        />
        <ConnectionTest accessToken={accessToken ?? ''} profileId={profileId} />
      </div>

      <div>
        <SaveButton pending={save.isPending} />
      </div>
    </form>
  );
}

function RequiredMark() {
  return (
    <span className="text-red-700" title={commonText.required}>
      *<span className="sr-only">{settingsText.requiredSuffix}</span>
    </span>
  );
}

function StoredTokenNote({ view }: { view: BufferSettingsView }) {
  if (!view.token_readable) {
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
        {settingsText.tokenUnreadable}
      </p>
    );
  }
  return (
    <p data-testid="token-stored" className="flex items-center gap-2 text-sm text-emerald-800">
      <KeyRound className="size-4" aria-hidden />
      {settingsText.tokenStored(view.token_hint)}
    </p>
  );
}
