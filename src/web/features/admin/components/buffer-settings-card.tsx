import { useEffect, useRef, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { messages } from '../../../../shared/messages';
import type { BufferSettingsView } from '../../../../shared/settings';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { notify } from '../../../lib/notify';
import { useBufferSettings, useSaveBufferSettings } from '../api/buffer-settings';
import { validateSettingsForm } from '../lib/settings-form';
import { settingsText } from '../messages';
import { ChannelPicker } from './channel-picker';
import { ConnectionTest } from './connection-test';
import { SecretInput } from './secret-input';
import { SetupGuide } from './setup-guide';

/** The Buffer configuration of SPEC.md §2 /admin: token, profile id, connection test, channel picker, guide. */
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
    <>
      <Card data-testid="buffer-settings">
        <CardHeader>
          <CardTitle>{settingsText.cardTitle}</CardTitle>
          <CardDescription>{settingsText.cardDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isPending ? (
            <p role="status" className="text-sm text-muted">
              {settingsText.loading}
            </p>
          ) : settings.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {messages.settings.loadFailedText}
            </p>
          ) : (
            <SettingsForm view={settings.data} />
          )}
        </CardContent>
      </Card>
      <SetupGuide />
    </>
  );
}

function SettingsForm({ view }: { view: BufferSettingsView }) {
  const [accessToken, setAccessToken] = useState('');
  const [profileId, setProfileId] = useState(view.profile_id ?? '');
  const save = useSaveBufferSettings();
  const tokenStored = view.token_set && view.token_readable;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSettingsForm({ accessToken, profileId }, tokenStored);
    if (!result.ok) {
      notify.error(messages.validation.title, result.message);
      return;
    }
    save.mutate(result.input, {
      onSuccess: (saved) => {
        notify.success(messages.settings.savedTitle, messages.settings.savedText);
        setAccessToken('');
        setProfileId(saved.profile_id ?? '');
      },
      onError: () => notify.error(messages.settings.saveFailedTitle, messages.settings.saveFailedText),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="buffer-access-token">
          {settingsText.tokenLabel} <RequiredMark />
        </Label>
        {view.token_set ? <StoredTokenNote view={view} /> : null}
        <SecretInput
          id="buffer-access-token"
          name="access_token"
          value={accessToken}
          onChange={(e) => setAccessToken(e.target.value)}
          required={!tokenStored}
          aria-required
          placeholder={tokenStored ? settingsText.tokenPlaceholderStored : undefined}
          aria-describedby="buffer-access-token-help"
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
          name="profile_id"
          value={profileId}
          onChange={(e) => setProfileId(e.target.value)}
          required
          aria-required
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-describedby="buffer-profile-id-help"
        />
        <p id="buffer-profile-id-help" className="text-xs text-muted">
          {settingsText.profileHelp}
        </p>
      </div>

      <div className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-4">
        <ChannelPicker accessToken={accessToken} selectedId={profileId} onPick={setProfileId} />
        <ConnectionTest accessToken={accessToken} profileId={profileId} />
      </div>

      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? settingsText.saving : settingsText.save}
        </Button>
      </div>
    </form>
  );
}

function RequiredMark() {
  return (
    <span className="text-red-700" title={settingsText.required}>
      *<span className="sr-only"> ({settingsText.required})</span>
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
