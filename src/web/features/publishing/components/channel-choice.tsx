import type { ChannelPreview, DefaultChannel } from '../../../../shared/news';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { planningText } from '../../../messages/planning';
import { channelLength, channelProblems, textOf, type PublishChoice } from '../lib/publish-choice';

const textAreaClass =
  'w-full resize-y rounded-md border border-slate-400 bg-white px-3 py-2 text-sm leading-relaxed text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand';

interface ChoiceProps {
  choice: PublishChoice;
  onChange: (next: PublishChoice) => void;
}

/**
 * The channels to post to, each ticked on its own. A ticked channel other than Instagram shows its text as
 * it goes out, editable (a shortened proposal where the caption is too long), with its count and limit.
 */
export function ChannelChoice({
  channels,
  caption,
  choice,
  onChange,
}: ChoiceProps & { channels: ChannelPreview[]; caption: string }) {
  const toggle = (id: string) =>
    onChange({
      ...choice,
      ticked: choice.ticked.includes(id) ? choice.ticked.filter((x) => x !== id) : [...choice.ticked, id],
    });
  return (
    <fieldset className="mt-4 flex flex-col gap-3" data-testid="publish-channels">
      <legend className="text-sm font-medium text-ink">{planningText.channelsTitle}</legend>
      <p className="text-sm text-muted">{planningText.channelsHint}</p>
      {channels.map((channel) => {
        const ticked = choice.ticked.includes(channel.id);
        const text = textOf(choice, channel, caption);
        const problems = channelProblems(channel, text);
        const fieldId = `channel-text-${channel.id}`;
        return (
          <div
            key={channel.id}
            className="flex flex-col gap-2"
            data-testid="publish-channel"
            data-channel-id={channel.id}
          >
            <label className="flex items-center gap-3 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4"
                checked={ticked}
                disabled={channel.unavailable !== null}
                onChange={() => toggle(channel.id)}
              />
              <span>
                <span className="font-medium">{channel.network}</span> {channel.name}
                {channel.unavailable ? ` · ${planningText.channelUnavailable}` : ''}
              </span>
            </label>
            {channel.unavailable ? <p className="text-sm text-red-800">{channel.unavailable}</p> : null}
            {ticked && channel.editable ? (
              <div className="flex flex-col gap-1 pl-7">
                <Label htmlFor={fieldId}>{planningText.textFor(channel.network)}</Label>
                {channel.problems.length ? <p className="text-sm text-muted">{planningText.shortenedHint}</p> : null}
                <textarea
                  id={fieldId}
                  rows={4}
                  className={textAreaClass}
                  value={text}
                  onChange={(e) => onChange({ ...choice, texts: { ...choice.texts, [channel.id]: e.target.value } })}
                />
                <p
                  className={cn('text-sm', problems.length ? 'text-red-800' : 'text-muted')}
                  data-testid="channel-length"
                >
                  {problems[0] ?? planningText.characters(channelLength(text), channel.limits.text)}
                </p>
              </div>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** Nothing to choose (no channels allowed explicitly): the one channel the post goes to, named. */
export function OnlyChannel({ channel }: { channel: DefaultChannel | null }) {
  return (
    <div className="mt-4 flex flex-col gap-1" data-testid="publish-only-channel">
      <p className="text-sm font-medium text-ink">{planningText.onlyChannelTitle}</p>
      <p className="text-sm text-ink">{planningText.onlyChannel(channel)}</p>
      <p className="text-sm text-muted">{planningText.onlyChannelHint}</p>
    </div>
  );
}

/** „Jetzt“ or „Geplant“ with a date and a time (Europe/Berlin). */
export function WhenChoice({ choice, onChange }: ChoiceProps) {
  return (
    <fieldset className="mt-4 flex flex-col gap-2" data-testid="publish-when">
      <legend className="text-sm font-medium text-ink">{planningText.whenTitle}</legend>
      <div className="flex gap-4">
        {(['now', 'later'] as const).map((when) => (
          <label key={when} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="publish-when"
              className="size-4"
              checked={choice.when === when}
              onChange={() => onChange({ ...choice, when })}
            />
            {when === 'now' ? planningText.now : planningText.later}
          </label>
        ))}
      </div>
      {choice.when === 'later' ? (
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor="publish-date">{planningText.date}</Label>
              <Input
                id="publish-date"
                type="date"
                value={choice.date}
                onChange={(e) => onChange({ ...choice, date: e.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="publish-time">{planningText.time}</Label>
              <Input
                id="publish-time"
                type="time"
                value={choice.time}
                onChange={(e) => onChange({ ...choice, time: e.target.value })}
              />
            </div>
          </div>
          <p className="text-sm text-muted">{planningText.scheduleHint}</p>
        </div>
      ) : null}
    </fieldset>
  );
}
