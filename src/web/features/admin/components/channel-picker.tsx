import { Check, ListChecks } from 'lucide-react';
import type { BufferChannelView } from '../../../../shared/settings';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorText, notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { useInstagramChannels } from '../api/buffer-settings';
import { typedOrStored } from '../lib/settings-form';
import { settingsText } from '../../../messages/buffer-settings';

interface Props {
  accessToken: string;
  selectedId: string;
  onPick: (channelId: string) => void;
}

/** Lists the account's Instagram channels so the admin picks the profile id instead of typing it. */
export function ChannelPicker({ accessToken, selectedId, onPick }: Props) {
  const channels = useInstagramChannels();

  const load = () =>
    channels.mutate(typedOrStored(accessToken), {
      onError: (err) => notifyFailure(settingsText.channelsFailedTitle, err, settingsText.testFailed),
    });

  const pick = (channel: BufferChannelView) => {
    onPick(channel.id);
    notify.info(settingsText.channelPickedTitle, settingsText.channelPickedText);
  };

  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button
          variant="outline"
          onClick={load}
          disabled={channels.isPending}
          aria-busy={channels.isPending || undefined}
        >
          <ListChecks aria-hidden />
          {channels.isPending ? settingsText.loadingChannels : settingsText.loadChannels}
        </Button>
      </div>
      {channels.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorText(channels.error, settingsText.channelsFailedTitle)}
        </p>
      ) : null}
      {channels.data ? (
        <section aria-label={settingsText.channelsTitle} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">{settingsText.channelsTitle}</h3>
          {channels.data.length === 0 ? (
            <p className="text-sm text-muted">{settingsText.noChannels}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {channels.data.map((channel) => (
                <ChannelRow
                  key={channel.id}
                  channel={channel}
                  selected={channel.id === selectedId.trim()}
                  onPick={() => pick(channel)}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

function channelFlags(channel: BufferChannelView): string[] {
  const flags: string[] = [];
  flags.push(channel.type === 'business' ? settingsText.channelFlags.business : settingsText.channelFlags.personal);
  if (channel.isDisconnected) flags.push(settingsText.channelFlags.disconnected);
  if (channel.isLocked) flags.push(settingsText.channelFlags.locked);
  if (channel.isQueuePaused) flags.push(settingsText.channelFlags.queuePaused);
  if (channel.type === 'business' && channel.defaultToReminders) flags.push(settingsText.channelFlags.reminders);
  return flags;
}

function ChannelRow({
  channel,
  selected,
  onPick,
}: {
  channel: BufferChannelView;
  selected: boolean;
  onPick: () => void;
}) {
  const name = channel.displayName || channel.name;
  const usable = channel.type === 'business' && !channel.isDisconnected && !channel.isLocked;
  return (
    <li
      data-testid="buffer-channel"
      data-channel-id={channel.id}
      className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-medium text-ink">
          {name} <span className="font-normal text-muted">@{channel.name}</span>
        </span>
        <span className="font-mono text-xs break-all text-muted">{channel.id}</span>
        <span className="flex flex-wrap gap-1">
          {channelFlags(channel).map((flag) => (
            <Badge key={flag} variant={usable && flag === settingsText.channelFlags.business ? 'muted' : 'warning'}>
              {flag}
            </Badge>
          ))}
          {channel.organizationName ? <Badge variant="outline">{channel.organizationName}</Badge> : null}
          {selected ? <Badge>{settingsText.picked}</Badge> : null}
        </span>
      </div>
      {/* The visible word starts the accessible name; the channel is added for screen readers. */}
      <Button size="sm" variant={selected ? 'default' : 'outline'} onClick={onPick} aria-pressed={selected}>
        {selected ? <Check aria-hidden /> : null}
        {settingsText.pick}
        <span className="sr-only">: {`${name} (${channel.id})`}</span>
      </Button>
    </li>
  );
}
