import { z } from 'zod';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { NewNewsRow, NewsRow } from '../../db/schema/news';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { messages } from '../../../shared/messages';
import {
  canLeave,
  mayMove,
  newsTransitions,
  type NewsActorKind,
  type NewsStatus,
  type NewsTransition,
} from '../../../shared/news-status';
import type { ReleasedPlan, ReleaseRevokedReason } from '../../../shared/release';
import { personActor, recordActivity, systemActor, type ActivityActor, type ActivityRecord } from '../activity';
import { isFourEyesRequired } from '../settings';
import { contentChangeEntry, type ContentChange } from './content-change';
import {
  deleteDemoNews,
  findNewsRow,
  insertNews,
  lockNewsRow,
  replaceNews,
  setWeekPlaces,
  updateNews,
  type NewsColumns,
} from './news-writes.repo';

/**
 * The one owner of a news item's life: who may move it and from which status (the table in
 * src/shared/news-status.ts), the version bump of every write, the release and its revocation, the
 * activity log entry of every change (in the same transaction), and the change events. Every write
 * announces `news-updated` after it committed; that clears the list cache on every instance and
 * makes open browsers refetch (docs/decisions/013-news-item-life-cycle.md, 024-activity-log-and-release.md).
 */

/** A person acting for the server (the one who asked for a regeneration). */
export interface OnBehalfOf {
  id: string;
  email: string;
}

export interface TeamNewsActor {
  kind: 'editor' | 'admin';
  userId: string;
  email: string;
}
export type NewsActor =
  TeamNewsActor | { kind: Exclude<NewsActorKind, 'editor' | 'admin'>; onBehalfOf?: OnBehalfOf | null };
const isTeam = (actor: NewsActor): actor is TeamNewsActor => actor.kind === 'editor' || actor.kind === 'admin';

export const teamActor = (user: SessionUser): NewsActor => ({ kind: user.role, userId: user.id, email: user.email });
export const serverActor = (
  kind: Exclude<NewsActorKind, 'editor' | 'admin'>,
  onBehalfOf?: OnBehalfOf | null,
): NewsActor => ({ kind, onBehalfOf });

/** Who the log names: the person, the person a server job acted for, or the server part itself. */
function activityActorOf(actor: NewsActor): ActivityActor {
  if (isTeam(actor)) return personActor({ id: actor.userId, email: actor.email });
  if (actor.onBehalfOf) return personActor(actor.onBehalfOf);
  return systemActor(actor.kind);
}

/** The account behind a content change, for the four-eyes rule; null for the server's own work. */
function authorOf(actor: NewsActor): string | null {
  if (isTeam(actor)) return actor.userId;
  return actor.onBehalfOf?.id ?? null;
}

/** What an editor's save may change; the status follows from the transition. */
export type EditColumns = Pick<
  NewsColumns,
  'title' | 'instagramText' | 'sharepics' | 'recommendationSharepicQuality' | 'rejectedPhotos'
>;
/** What a run writes into its proposal. */
export type ProposalColumns = Omit<NewsColumns, 'status' | 'isDemo' | 'weekKey' | 'date' | 'createdAt'>;
export type NewProposal = Omit<NewNewsRow, 'id' | 'version' | 'status'>;
export type { ContentChange };

const uuidSchema = z.uuid();
/** A malformed id names no row; asking the database would only turn it into a type error. */
const isUuid = (id: string) => uuidSchema.safeParse(id).success;

function assertMayMove(transition: NewsTransition, actor: NewsActor) {
  if (!mayMove(transition, actor.kind)) throw forbidden();
}

/** The status a transition writes; undefined keeps the current one. */
function targetStatus(transition: NewsTransition, previous?: NewsStatus): NewsStatus | undefined {
  const to = newsTransitions[transition].to as NewsStatus | 'unchanged' | 'previous';
  if (to === 'unchanged') return undefined;
  if (to === 'previous') {
    if (!previous) throw new Error(`transition ${transition} needs the previous status`);
    return previous;
  }
  return to;
}

async function announce(ctx: AppContext, id: string) {
  await ctx.realtime.publish({ type: 'news-updated', id });
}

const asDb = (transaction: unknown) => transaction as Db;
const newsRef = (row: Pick<NewsRow, 'id' | 'title'>) => ({ id: row.id, title: row.title });

/** The columns that end a release because the item changed („Freigabe aufgehoben: …“). */
const revokedRelease = (reason: ReleaseRevokedReason): NewsColumns => ({
  releasedBy: null,
  releasedByEmail: null,
  releasedAt: null,
  releaseHash: null,
  releasePlan: null,
  releaseRevoked: reason,
});

/** The stored row, or undefined when there is none (it may have been replaced or removed since). */
export async function findNewsItemRow(ctx: AppContext, id: string): Promise<NewsRow | undefined> {
  return isUuid(id) ? findNewsRow(ctx.db, id) : undefined;
}

/** The stored row; a malformed id names no row, so it is a 404 like an unknown one. */
export async function loadNewsRow(ctx: AppContext, id: string): Promise<NewsRow> {
  const row = await findNewsItemRow(ctx, id);
  if (!row) throw notFound(messages.api.newsNotFound);
  return row;
}

/** The refusal of every content change of a planned topic: what is planned in Buffer is what goes out. */
export const plannedRefusal = () => new AppError(409, 'planned', messages.edit.planned);

/**
 * Refuses a content change of a planned topic (409 `planned`), checked before any slow work (rendering,
 * generating); the guarded write of the change checks the status again.
 */
export function assertNotPlanned(row: Pick<NewsRow, 'status'>) {
  if (row.status === 'geplant') throw plannedRefusal();
}

interface WritePlan {
  /** The transition; may depend on what the item shows under the lock (a released item loses its release). */
  transition: (before: NewsRow) => NewsTransition;
  columns: (before: NewsRow) => NewsColumns;
  version?: number;
  previous?: NewsStatus;
  /** The log entry; null records nothing. */
  activity: (before: NewsRow, after: NewsRow) => ActivityRecord | null;
}

/**
 * Applies a transition in one transaction: the row is locked, written in one guarded statement (only
 * while it shows one of the rule's `from` statuses and, when given, is still at `version`) and the log
 * entry is inserted before the commit. Undefined when the row is gone or the guard did not hold.
 */
async function write(ctx: AppContext, id: string, actor: NewsActor, plan: WritePlan): Promise<NewsRow | undefined> {
  if (!isUuid(id)) return undefined;
  const saved = await ctx.db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const before = await lockNewsRow(tx, id);
    if (!before) return undefined;
    const transition = plan.transition(before);
    assertMayMove(transition, actor);
    const status = targetStatus(transition, plan.previous);
    const columns = plan.columns(before);
    const after = await updateNews(tx, id, status ? { ...columns, status } : columns, {
      version: plan.version,
      statuses: newsTransitions[transition].from,
    });
    if (!after) return undefined;
    const entry = plan.activity(before, after);
    if (entry) await recordActivity(tx, activityActorOf(actor), { news: newsRef(after), ...entry });
    return after;
  });
  if (saved) await announce(ctx, id);
  return saved;
}

/**
 * An editor's save at the version they started from: status `bearbeitet`, the machine marking gone, the
 * person recorded as the last author, and a release revoked; a save in between is a 409.
 */
export async function saveEdit(
  ctx: AppContext,
  id: string,
  version: number,
  columns: EditColumns,
  actor: NewsActor,
  change: ContentChange = columns.title !== undefined || columns.instagramText !== undefined
    ? 'text'
    : 'sharepic_texts',
): Promise<NewsRow> {
  assertMayMove('edit', actor);
  const saved = await write(ctx, id, actor, {
    transition: () => 'edit',
    version,
    columns: (before) => ({
      ...columns,
      machineText: null,
      lastContentBy: authorOf(actor),
      ...(before.releasedAt ? revokedRelease(revokeReason(change, before, columns)) : {}),
    }),
    activity: (before, after) => contentChangeEntry(change, before, after),
  });
  if (saved) return saved;
  assertNotPlanned(await loadNewsRow(ctx, id));
  throw conflict(messages.edit.conflict);
}

function revokeReason(change: ContentChange, before: NewsRow, columns: EditColumns): ReleaseRevokedReason {
  if (change === 'backgrounds' || change === 'regenerated') return 'bild';
  if (change === 'text' && columns.title !== undefined && columns.title !== before.title) return 'titel';
  return 'text';
}

/**
 * New images from the regeneration job, written at the version it read (undefined when an editor saved
 * in between, or the topic is planned now). Announced as `news-images-regenerated` too, even when the images came out identical. New
 * images revoke a release (the item leaves `freigegeben`); the person who asked counts as the author.
 */
export async function saveRegeneratedImages(
  ctx: AppContext,
  id: string,
  version: number,
  columns: Pick<NewsColumns, 'sharepics' | 'recommendationSharepicQuality' | 'instagramText' | 'rejectedPhotos'>,
  requestedBy?: OnBehalfOf | null,
): Promise<NewsRow | undefined> {
  const actor = serverActor('regeneration', requestedBy);
  assertMayMove('regenerateImages', actor);
  const saved = await write(ctx, id, actor, {
    transition: (before) =>
      before.releasedAt && before.status === 'freigegeben' ? 'revokeRelease' : 'regenerateImages',
    version,
    columns: (before) => ({
      ...columns,
      ...(requestedBy ? { lastContentBy: requestedBy.id } : {}),
      ...(before.releasedAt ? revokedRelease('bild') : {}),
    }),
    activity: (before, after) => contentChangeEntry('regenerated', before, after),
  });
  if (saved) await ctx.realtime.publish({ type: 'news-images-regenerated', id });
  return saved;
}

/** What „Text neu vorschlagen“ writes: the caption, its sentences, who wrote it and the flags judged on the new text. */
export type CaptionColumns = Pick<
  NewsColumns,
  | 'instagramText'
  | 'captionSentences'
  | 'captionReview'
  | 'machineText'
  | 'recommendationAlarmismusFlag'
  | 'recommendationSpekulationFlag'
  | 'recommendationJuristischeRisikoFlag'
  | 'recommendationFlagEvidence'
> &
  // Sharepic 2 re-rendered when it follows the new caption's facts.
  Partial<Pick<NewsColumns, 'sharepics' | 'recommendationSharepicQuality'>>;

/**
 * A newly generated caption at the version the team member saw; the status stays and the text is marked as
 * machine-made again. Refused (409) once the topic is released or published, and for a save in between.
 */
export async function saveRegeneratedCaption(
  ctx: AppContext,
  id: string,
  version: number,
  columns: CaptionColumns,
  actor: NewsActor,
): Promise<NewsRow> {
  assertMayMove('regenerateCaption', actor);
  const saved = await write(ctx, id, actor, {
    transition: () => 'regenerateCaption',
    version,
    columns: () => ({ ...columns, lastContentBy: authorOf(actor) }),
    activity: (before, after) => contentChangeEntry('caption_regenerated', before, after),
  });
  if (saved) return saved;
  const row = await loadNewsRow(ctx, id);
  assertNotPlanned(row);
  if (!canLeave('regenerateCaption', row.status)) throw conflict(messages.caption.notAfterRelease);
  throw conflict(messages.edit.conflict);
}

/**
 * Images re-rendered for a new look: written only while the item is still an untouched proposal at the
 * version the job read (undefined otherwise). Announced like a regeneration.
 */
export async function saveRebrandedImages(
  ctx: AppContext,
  id: string,
  version: number,
  columns: Pick<NewsColumns, 'sharepics' | 'recommendationSharepicQuality'>,
): Promise<NewsRow | undefined> {
  const actor = serverActor('regeneration');
  assertMayMove('rebrandImages', actor);
  const saved = await write(ctx, id, actor, {
    transition: () => 'rebrandImages',
    version,
    columns: () => columns,
    activity: (before, after) => contentChangeEntry('rebranded', before, after),
  });
  if (saved) await ctx.realtime.publish({ type: 'news-images-regenerated', id });
  return saved;
}

/** A run's (or the demo's) new topic, always a proposal. */
export async function createProposal(ctx: AppContext, values: NewProposal, actor: NewsActor): Promise<string> {
  assertMayMove('propose', actor);
  const row = await ctx.db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const created = await insertNews(tx, { ...values, status: newsTransitions.propose.to });
    await recordActivity(tx, activityActorOf(actor), {
      kind: 'news.proposed',
      news: newsRef(created),
      after: { title: created.title, machine_text: created.machineText },
    });
    return created;
  });
  await announce(ctx, row.id);
  return row.id;
}

/** Rewrites a proposal only while nobody has edited, released or published it. False when it was not written. */
export async function updateProposal(
  ctx: AppContext,
  id: string,
  columns: ProposalColumns,
  actor: NewsActor,
): Promise<boolean> {
  assertMayMove('propose', actor);
  const saved = await write(ctx, id, actor, {
    transition: () => 'propose',
    columns: () => columns,
    activity: (before, after) => contentChangeEntry('proposal', before, after),
  });
  return saved !== undefined;
}

/**
 * Replaces a proposal by a new one in one transaction, only while the old one is untouched, still at
 * the version the run planned with, and has no publication records. Returns the new id, or null.
 */
export async function replaceProposal(
  ctx: AppContext,
  replaced: { id: string; version: number },
  values: NewProposal,
  actor: NewsActor,
): Promise<string | null> {
  assertMayMove('propose', actor);
  const id = await ctx.db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const old = await findNewsRow(tx, replaced.id);
    const created = await replaceNews(
      tx,
      { ...replaced, statuses: newsTransitions.propose.from },
      { ...values, status: newsTransitions.propose.to },
    );
    if (created) {
      await recordActivity(tx, activityActorOf(actor), {
        kind: 'news.proposed',
        news: { id: created, title: values.title },
        before: old ? { replaced_id: old.id, replaced_title: old.title } : null,
        after: { title: values.title, machine_text: values.machineText ?? null },
      });
    }
    return created;
  });
  if (id) {
    await announce(ctx, replaced.id);
    await announce(ctx, id);
  }
  return id;
}

/** Moves a demo topic to its place in the gallery (date, week and list order); the status stays. */
export async function placeDemoItem(
  ctx: AppContext,
  id: string,
  placement: Pick<NewsColumns, 'date' | 'weekKey' | 'createdAt' | 'demoNewsDate'>,
): Promise<void> {
  if (await updateNews(ctx.db, id, placement)) await announce(ctx, id);
}

/** Deletes every demo topic; open browsers and the list cache learn that they are gone. */
export async function removeDemoItems(ctx: AppContext): Promise<number> {
  const ids = await deleteDemoNews(ctx.db);
  for (const id of ids) await announce(ctx, id);
  return ids.length;
}

/** Who released the item, when, and exactly what (the hash and the plan); a former revocation is gone. */
const releaseColumns = (ctx: AppContext, actor: TeamNewsActor, releaseHash: string, plan: ReleasedPlan) => ({
  releasedBy: actor.userId,
  releasedByEmail: actor.email,
  releasedAt: ctx.clock.now(),
  releaseHash,
  releasePlan: plan,
  releaseRevoked: null,
});

/**
 * „Freigeben“ at the version the person saw: the item becomes `freigegeben`, records who released it,
 * when, and the hash of exactly what will be posted (`releaseHash`, built by publishing), and loses its
 * machine marking. With the four-eyes rule on, the person who made the last content change is refused.
 */
export async function releaseItem(
  ctx: AppContext,
  id: string,
  version: number,
  actor: NewsActor,
  releaseHash: string,
  plan: ReleasedPlan,
): Promise<NewsRow> {
  assertMayMove('release', actor);
  if (!isTeam(actor)) throw forbidden();
  const saved = await ctx.db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const before = isUuid(id) ? await lockNewsRow(tx, id) : undefined;
    if (!before) throw notFound(messages.api.newsNotFound);
    if (before.version !== version) throw conflict(messages.edit.conflict);
    if (!canLeave('release', before.status)) {
      throw conflict(
        before.status === 'freigegeben' ? messages.release.alreadyReleased : messages.release.notReleasable,
      );
    }
    if ((await isFourEyesRequired(ctx, tx)) && before.lastContentBy === actor.userId) {
      throw forbidden(messages.release.ownChange);
    }
    const after = await updateNews(
      tx,
      id,
      {
        status: targetStatus('release'),
        ...releaseColumns(ctx, actor, releaseHash, plan),
        machineText: null,
      },
      { version, statuses: newsTransitions.release.from },
    );
    if (!after) throw conflict(messages.edit.conflict);
    await recordActivity(tx, activityActorOf(actor), {
      kind: 'news.released',
      news: newsRef(after),
      before: { status: before.status, machine_text: before.machineText },
      after: { status: after.status, plan },
      contentHash: releaseHash,
    });
    return after;
  });
  await announce(ctx, id);
  return saved;
}

/**
 * „Verschieben“ under the four-eyes rule: the time belongs to the release, so the person who moves a planned
 * post releases the moved post (its channel, its text, the new time) and is recorded as releasing it. The
 * person behind the last content change is refused (403), like at „Freigeben“. Without the rule: nothing.
 */
export async function releaseMovedPost(
  ctx: AppContext,
  id: string,
  actor: NewsActor,
  releaseHash: string,
  plan: ReleasedPlan,
): Promise<void> {
  assertMayMove('moveRelease', actor);
  if (!isTeam(actor)) throw forbidden();
  const saved = await ctx.db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const before = isUuid(id) ? await lockNewsRow(tx, id) : undefined;
    if (!before) throw notFound(messages.api.newsNotFound);
    if (!(await isFourEyesRequired(ctx, tx))) return undefined;
    if (before.lastContentBy === actor.userId) throw forbidden(messages.release.moveOwnChange);
    const after = await updateNews(
      tx,
      id,
      {
        ...releaseColumns(ctx, actor, releaseHash, plan),
      },
      { statuses: newsTransitions.moveRelease.from },
    );
    if (!after) throw conflict(messages.release.notReleased);
    await recordActivity(tx, activityActorOf(actor), {
      kind: 'news.released',
      news: newsRef(after),
      before: { released_by_email: before.releasedByEmail, plan: before.releasePlan },
      after: { status: after.status, plan, moved: true },
      contentHash: releaseHash,
    });
    return after;
  });
  if (saved) await announce(ctx, id);
}

/** Whether the four-eyes rule is on and `userId` made the item's last content change (then moving is refused). */
export async function isOwnChangeUnderFourEyes(ctx: AppContext, row: NewsRow, userId: string): Promise<boolean> {
  return row.lastContentBy === userId && (await isFourEyesRequired(ctx, ctx.db));
}

/**
 * With the four-eyes rule on, an attempt may only start for a released item whose release hash is the
 * hash of what the attempt will post; checked under the item's lock, in the attempt's transaction.
 */
async function assertPublishAllowed(ctx: AppContext, tx: Db, item: NewsRow, releaseHash: string | undefined) {
  if (!(await isFourEyesRequired(ctx, tx))) return;
  if (!item.releasedAt || !item.releaseHash) throw new AppError(409, 'release_required', messages.release.required);
  if (item.releaseHash !== releaseHash) throw new AppError(409, 'release_required', messages.release.outdated);
}

/** What a step inside `inItemTransaction` reports back. */
export interface TransactionStep<R> {
  /** Whether the transition's status change applies (it still needs the item in one of its `from` statuses). */
  apply: boolean;
  /**
   * Another transition than the one named, chosen by the step from what it found (e.g. the sync: a queued
   * post that went out, or one that is gone). The actor must be allowed it too.
   */
  transition?: NewsTransition;
  /** The target of a transition to `previous`. */
  previous?: NewsStatus;
  /** Whether anything was written (default: `apply`); a written step is announced. */
  changed?: boolean;
  /** More columns of the item to write with the status (only when `apply`). */
  columns?: Pick<
    NewsColumns,
    'releasedBy' | 'releasedByEmail' | 'releasedAt' | 'releaseHash' | 'releasePlan' | 'releaseRevoked'
  >;
  /** The log entry of the step, recorded in its transaction (the item is filled in). */
  activity?: Omit<ActivityRecord, 'news'> | null;
  /** `startPublishing`: the release hash of what the attempt posts (checked under the four-eyes rule). */
  releaseHash?: string;
  result: R;
}

/**
 * For a feature that keeps its own rows next to the item (publishing): `step` runs in one transaction
 * with the item's row locked, so two requests at once are serialised; the status change commits
 * together with the step's writes and its log entry, and the change is announced after the commit.
 * `missing` when the item does not exist. Starting an attempt is refused here, in any path, while the
 * four-eyes rule wants a release that does not match.
 */
export async function inItemTransaction<R>(
  ctx: AppContext,
  id: string,
  transition: NewsTransition,
  actor: NewsActor,
  step: (tx: Db, item: NewsRow) => Promise<TransactionStep<R>>,
): Promise<{ kind: 'missing' } | { kind: 'done'; result: R; item: NewsRow }> {
  assertMayMove(transition, actor);
  if (!isUuid(id)) return { kind: 'missing' };
  const outcome = await ctx.db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const item = await lockNewsRow(tx, id);
    if (!item) return null;
    const done = await step(tx, item);
    let current = item;
    if (done.apply) {
      const chosen = done.transition ?? transition;
      assertMayMove(chosen, actor);
      if (chosen === 'startPublishing') await assertPublishAllowed(ctx, tx, item, done.releaseHash);
      const status = targetStatus(chosen, done.previous);
      const moved = await updateNews(
        tx,
        id,
        { ...done.columns, ...(status ? { status } : {}) },
        {
          statuses: newsTransitions[chosen].from,
        },
      );
      if (moved) current = moved;
    }
    if (done.activity) await recordActivity(tx, activityActorOf(actor), { ...done.activity, news: newsRef(current) });
    return { done, item: current };
  });
  if (!outcome) return { kind: 'missing' };
  if (outcome.done.changed ?? outcome.done.apply) await announce(ctx, id);
  return { kind: 'done', result: outcome.done.result, item: outcome.item };
}

/**
 * The week's places a run ranked (1–7 and why): written to every item of the week, also released and published
 * ones (they keep their place, the ranking says so); announced so lists reorder on every instance.
 */
export async function placeInWeek(ctx: AppContext, places: { id: string; rank: number; reason: string }[]) {
  const valid = places.filter((p) => isUuid(p.id));
  await setWeekPlaces(ctx.db, valid);
  for (const p of valid) await announce(ctx, p.id);
}
