import { lazy, Suspense, useState } from 'react';
import { ChevronDown, History, LoaderCircle, ShieldCheck, ShieldOff, TriangleAlert } from 'lucide-react';
import type { ActivityEntryView } from '../../../../shared/activity';
import { messages } from '../../../../shared/messages';
import type { ChannelPreview, DefaultChannel, NewsItem, PublishRequest } from '../../../../shared/news';
import { releaseRevokedLabels } from '../../../../shared/release';
import { ChangeDetails } from '../../../components/change-details';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { releaseText } from '../../../messages/release';
import { formatPublishedAt } from '../lib/publish-outcome';
import { loadHistory, useRelease } from '../api/release';
import { runPreflight } from '../api/publish';

const ConfirmPublishDialog = lazy(() =>
  import('./confirm-publish-dialog').then((m) => ({ default: m.ConfirmPublishDialog })),
);

/**
 * The release on a card (team only): who released and when, or why a release was revoked; „Freigeben“ and
 * „Freigabe zurückziehen“. The server decides (four-eyes rule, version); a refusal is shown as its message.
 */
export function ReleaseControls({ item }: { item: NewsItem }) {
  const { release, withdraw } = useRelease(item.id);
  // „Freigeben“ asks for the plan first: the channels the team may use come from the preflight.
  const [choosing, setChoosing] = useState<{
    channels: ChannelPreview[];
    defaultChannel: DefaultChannel | null;
  } | null>(null);
  const [checking, setChecking] = useState(false);
  const busy = release.isPending || withdraw.isPending || checking;
  const choosePlan = async () => {
    setChecking(true);
    try {
      const preflight = await runPreflight(item.id);
      setChoosing({ channels: preflight.channels ?? [], defaultChannel: preflight.default_channel ?? null });
    } catch (err) {
      notifyFailure(messages.release.failedTitle, err, messages.api.internal);
    } finally {
      setChecking(false);
    }
  };
  const releasePlan = ({ channels, scheduled_at }: PublishRequest) => {
    setChoosing(null);
    release.mutate(
      { version: item.version, channels, scheduled_at },
      {
        onSuccess: () => notify.success(messages.release.releasedTitle, messages.release.releasedText),
        onError: (err) => notifyFailure(messages.release.failedTitle, err, messages.api.internal),
      },
    );
  };
  const released = item.status === 'freigegeben' && item.release;
  const releasable = item.status === 'vorschlag' || item.status === 'bearbeitet';

  return (
    <>
      {item.release ? (
        <p
          data-testid="release-note"
          className="order-first flex basis-full items-start gap-2 text-sm text-emerald-800"
        >
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {releaseText.releasedNote(
            formatPublishedAt(item.release.released_at),
            item.release.released_by_name,
            item.release.plan,
          )}
        </p>
      ) : item.release_revoked ? (
        <p
          data-testid="release-revoked"
          className="order-first flex basis-full items-start gap-2 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {releaseRevokedLabels[item.release_revoked]}
        </p>
      ) : null}
      {releasable ? (
        <Button variant="outline" disabled={busy} aria-busy={busy || undefined} onClick={() => void choosePlan()}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <ShieldCheck aria-hidden />}
          {releaseText.release}
        </Button>
      ) : null}
      {choosing ? (
        <Suspense fallback={null}>
          <ConfirmPublishDialog
            item={item}
            open
            mode="release"
            republish={false}
            channels={choosing.channels}
            defaultChannel={choosing.defaultChannel}
            onCancel={() => setChoosing(null)}
            onConfirm={releasePlan}
          />
        </Suspense>
      ) : null}
      {released ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            withdraw.mutate(undefined, {
              onSuccess: () => notify.info(messages.release.withdrawnTitle),
              onError: (err) => notifyFailure(messages.release.failedTitle, err, messages.api.internal),
            })
          }
        >
          <ShieldOff aria-hidden />
          {releaseText.withdraw}
        </Button>
      ) : null}
    </>
  );
}

/** One line of „Verlauf“; it opens to show what changed. */
function HistoryEntry({ entry: e }: { entry: ActivityEntryView }) {
  const [open, setOpen] = useState(false);
  const detailsId = `history-details-${e.id}`;
  return (
    <li className="flex flex-col gap-1" data-testid="history-entry">
      <button
        type="button"
        className="flex flex-wrap items-center gap-x-2 rounded-md text-left hover:bg-brand-soft"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onClick={() => setOpen(!open)}
      >
        <ChevronDown aria-hidden className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
        <time dateTime={e.at} className="text-muted">
          {formatPublishedAt(e.at)}
        </time>
        <span className="font-medium">{e.kind_label}</span>
        <span>{releaseText.by(e.actor_name)}</span>
      </button>
      {open ? (
        <div className="ml-6 rounded-md bg-slate-50 p-3">
          <ChangeDetails entry={e} id={detailsId} />
        </div>
      ) : null}
    </li>
  );
}

/** „Verlauf“: the item's own history, loaded on demand. */
export function HistoryButton({ item }: { item: NewsItem }) {
  const [entries, setEntries] = useState<ActivityEntryView[] | null>(null);
  const [loading, setLoading] = useState(false);
  const toggle = async () => {
    if (entries) return setEntries(null);
    setLoading(true);
    try {
      setEntries(await loadHistory(item.id));
    } catch (err) {
      notifyFailure(releaseText.historyFailed, err, messages.api.internal);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button
        variant="outline"
        onClick={() => void toggle()}
        aria-expanded={entries !== null}
        aria-busy={loading || undefined}
      >
        {loading ? <LoaderCircle aria-hidden className="animate-spin" /> : <History aria-hidden />}
        {releaseText.history}
      </Button>
      {entries ? (
        <section aria-label={releaseText.history} data-testid="history" className="basis-full">
          {entries.length === 0 ? (
            <p className="text-sm text-muted">{releaseText.historyEmpty}</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm">
              {entries.map((e) => (
                <HistoryEntry key={e.id} entry={e} />
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </>
  );
}
