import { useState } from 'react';
import { ListChecks, Save } from 'lucide-react';
import { networkLabel } from '../../../../shared/channel-limits';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorText, notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { settingsText } from '../../../messages/buffer-settings';
import { useAllChannels, useBufferSettings, useSaveAllowedChannels } from '../api/buffer-settings';

/** „Kanäle für das Team“: which of the account's Buffer channels (every network) the team may publish to. */
export function AllowedChannelsCard() {
  const settings = useBufferSettings();
  const all = useAllChannels();
  const save = useSaveAllowedChannels();
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const current = settings.data?.channels ?? [];
  const ready = settings.data?.token_set && settings.data.token_readable && settings.data.profile_id;
  const selection = chosen ?? new Set(current.map((c) => c.id));

  const load = () =>
    all.mutate(undefined, {
      onSuccess: () => setChosen(new Set(current.map((c) => c.id))),
      onError: (err) => notifyFailure(settingsText.channelsFailedTitle, err, settingsText.testFailed),
    });
  const toggle = (id: string) => {
    const next = new Set(selection);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const submit = () =>
    save.mutate([...selection], {
      onSuccess: () => notify.success(settingsText.channelsSavedTitle, settingsText.channelsSavedText),
      onError: (err) => notifyFailure(settingsText.channelsSavedTitle, err, settingsText.channelsSaveFailed),
    });

  return (
    <Card data-testid="allowed-channels">
      <CardHeader>
        <CardTitle>{settingsText.allowedTitle}</CardTitle>
        <CardDescription>{settingsText.allowedDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-ink" data-testid="allowed-current">
          {current.length && settings.data?.channels.some((c) => c.name) ? (
            <>
              <span className="font-medium">{settingsText.allowedCurrent}</span>{' '}
              {current.map((c) => `${networkLabel(c.service)} (${c.name})`).join(', ')}
            </>
          ) : (
            settingsText.allowedNone
          )}
        </p>
        {!ready ? (
          <p className="text-sm text-muted">{settingsText.allowedNeedsToken}</p>
        ) : (
          <div>
            <Button variant="outline" onClick={load} disabled={all.isPending} aria-busy={all.isPending || undefined}>
              <ListChecks aria-hidden />
              {all.isPending ? settingsText.loadingChannels : settingsText.loadAllChannels}
            </Button>
          </div>
        )}
        {all.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {errorText(all.error, settingsText.channelsFailedTitle)}
          </p>
        ) : null}
        {all.data ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-ink">{settingsText.allChannelsTitle}</legend>
            {all.data.map((channel) => {
              const unusable = channel.isDisconnected || channel.isLocked;
              return (
                <label key={channel.id} className="flex items-center gap-3 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={selection.has(channel.id)}
                    disabled={unusable && !selection.has(channel.id)}
                    onChange={() => toggle(channel.id)}
                  />
                  <span>
                    <span className="font-medium">{networkLabel(channel.service)}</span>{' '}
                    {channel.displayName ?? channel.name}
                    {channel.isDisconnected ? ` · ${settingsText.channelFlags.disconnected}` : ''}
                    {channel.isLocked ? ` · ${settingsText.channelFlags.locked}` : ''}
                  </span>
                </label>
              );
            })}
            <div className="mt-2">
              <Button onClick={submit} disabled={save.isPending || selection.size === 0}>
                <Save aria-hidden />
                {save.isPending ? settingsText.savingChannels : settingsText.saveChannels}
              </Button>
            </div>
          </fieldset>
        ) : null}
      </CardContent>
    </Card>
  );
}
