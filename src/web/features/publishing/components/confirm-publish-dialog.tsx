import { useState } from 'react';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ChannelPreview, DefaultChannel, NewsItem, PublishRequest } from '../../../../shared/news';
import type { PlanChangeReason } from '../../../../shared/release';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { captionLength } from '../lib/publish-outcome';
import {
  choiceOfPlan,
  choiceProblem,
  initialChoice,
  planChange,
  requestOf,
  requestOfPlan,
  type PublishChoice,
} from '../lib/publish-choice';
import { publishText } from '../../../messages/publishing';
import { releaseText } from '../../../messages/release';
import { planningText } from '../../../messages/planning';
import { ChannelChoice, OnlyChannel, WhenChoice } from './channel-choice';

interface Props {
  item: NewsItem;
  open: boolean;
  /** The topic was published before: the dialog warns that this makes a second Instagram post. */
  republish: boolean;
  /** The channels the team may use, from the preflight; empty = the server's default channel. */
  channels: ChannelPreview[];
  /** That default channel, named, when there is no choice. */
  defaultChannel?: DefaultChannel | null;
  onCancel: () => void;
  onConfirm: (request: PublishRequest) => void;
  /** `release`: „Freigeben“ of the chosen plan (the same choices, other words). */
  mode?: 'publish' | 'release';
  /** The four-eyes rule is on: a released plan is published as it is, and changing it revokes the release. */
  fourEyes?: boolean;
  /** „Freigabe aufheben“ after „Plan ändern“, with what changed. */
  onRevoke?: (reason: PlanChangeReason) => void;
}

/**
 * The last look before Buffer gets the post: the caption as it goes out and the three images in carousel
 * order, the channels (each with its text as sent, editable where the caption is too long) and „Jetzt“ or
 * a date and time.
 */
export function ConfirmPublishDialog({
  item,
  open,
  republish,
  channels,
  defaultChannel = null,
  onCancel,
  onConfirm,
  mode = 'publish',
  fourEyes = false,
  onRevoke,
}: Props) {
  const releasing = mode === 'release';
  // A released plan presets the choice; under the four-eyes rule it is what goes out, unless „Plan ändern“.
  const plan = releasing ? null : (item.release?.plan ?? null);
  const start = () => (plan ? choiceOfPlan(plan, channels) : initialChoice(channels));
  const [choice, setChoice] = useState<PublishChoice>(start);
  const [changing, setChanging] = useState(false);
  const [shownFor, setShownFor] = useState(channels);
  if (shownFor !== channels) {
    // A new preflight (the dialog opened again): start from its proposal, or from the released plan.
    setShownFor(channels);
    setChoice(start());
    setChanging(false);
  }
  const bound = fourEyes && plan !== null;
  const locked = bound && !changing;
  const change = bound && changing ? planChange(plan, choice, channels, item.instagram_text) : null;
  const problem = locked ? null : choiceProblem(choice, channels, item.instagram_text);
  const later = locked ? plan.scheduled_at !== null : choice.when === 'later';
  const confirmLabel = releasing
    ? releaseText.dialogConfirm
    : bound && changing
      ? releaseText.revoke
      : later
        ? planningText.scheduleConfirm
        : republish
          ? publishText.republishConfirm
          : publishText.confirm;
  const confirm = () => {
    if (locked) return onConfirm(requestOfPlan(plan, republish));
    if (bound && change) return onRevoke?.(change);
    onConfirm(requestOf(choice, channels, item.instagram_text, republish));
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <AlertDialogTitle>
          {releasing
            ? releaseText.dialogTitle(channels.length > 0)
            : later
              ? planningText.scheduleTitle
              : republish
                ? publishText.republishTitle
                : publishText.confirmTitle}
        </AlertDialogTitle>
        <AlertDialogDescription>
          {releasing
            ? releaseText.dialogDescription
            : later
              ? planningText.scheduleDescription
              : publishText.confirmDescription}
        </AlertDialogDescription>
        {republish ? (
          <p
            role="alert"
            data-testid="republish-warning"
            className="mt-3 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-2.5 text-sm font-medium text-amber-950"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {publishText.republishWarning}
          </p>
        ) : null}
        <h3 className="mt-3 text-sm font-medium text-ink">{publishText.captionTitle}</h3>
        <p
          className="mt-1 max-h-40 overflow-y-auto rounded-md border border-line bg-slate-50 p-2 text-sm whitespace-pre-wrap text-ink"
          data-testid="confirm-caption"
          tabIndex={0}
        >
          {item.instagram_text}
        </p>
        <p className="mt-1 text-sm text-muted" data-testid="confirm-caption-length">
          {publishText.captionLength(captionLength(item.instagram_text))}
        </p>
        <h3 className="mt-3 text-sm font-medium text-ink">{publishText.imagesTitle}</h3>
        <ol className="mt-1 grid grid-cols-3 gap-2" data-testid="confirm-images">
          {item.sharepics.slice(0, 3).map((sharepic, i) => (
            <li key={`${i}-${sharepic.url}`}>
              <img
                src={sharepic.url}
                alt={publishText.imageAlt(i + 1, item.title)}
                width={1080}
                height={1350}
                className="aspect-[4/5] w-full rounded-md border border-line bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ol>
        {bound && item.release ? (
          <div className="mt-4 flex flex-col gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-2.5 text-sm text-emerald-950">
            <p className="flex items-start gap-2 font-medium" data-testid="released-plan">
              <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
              {releaseText.releasedPlan(item.release.released_by_name, plan)}
            </p>
            {changing ? (
              <p>{releaseText.changePlanHint}</p>
            ) : (
              <Button variant="outline" className="self-start" onClick={() => setChanging(true)}>
                {releaseText.changePlan}
              </Button>
            )}
          </div>
        ) : null}
        {locked ? null : (
          <>
            {channels.length ? (
              <ChannelChoice channels={channels} caption={item.instagram_text} choice={choice} onChange={setChoice} />
            ) : (
              <OnlyChannel channel={defaultChannel} />
            )}
            <WhenChoice choice={choice} onChange={setChoice} />
          </>
        )}
        {bound && changing && !change && !problem ? (
          <p className="mt-3 text-sm text-muted">{releaseText.unchangedPlan}</p>
        ) : null}
        {problem ? (
          <p role="alert" className="mt-3 text-sm text-red-800" data-testid="publish-choice-problem">
            {problem}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{publishText.cancel}</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action: that would also fire onOpenChange(false), i.e. "cancel". */}
          <Button onClick={confirm} disabled={problem !== null || (bound && changing && !change)}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
