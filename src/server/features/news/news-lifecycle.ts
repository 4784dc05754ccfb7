import { z } from 'zod';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { NewNewsRow, NewsRow } from '../../db/schema/news';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { messages } from '../../../shared/messages';
import {
  mayMove,
  newsTransitions,
  type NewsActorKind,
  type NewsStatus,
  type NewsTransition,
} from '../../../shared/news-status';
import {
  deleteDemoNews,
  findNewsRow,
  insertNews,
  lockNewsRow,
  replaceNews,
  updateNews,
  type NewsColumns,
} from './news-writes.repo';

/**
 * The one owner of a news item's life: who may move it and from which status (the table in
 * src/shared/news-status.ts), the version bump of every write, and the change events. Every write
 * announces `news-updated` after it committed; that clears the list cache on every instance and
 * makes open browsers refetch (docs/decisions/013-news-item-life-cycle.md).
 */

export type NewsActor =
  { kind: 'editor' | 'admin'; userId: string } | { kind: Exclude<NewsActorKind, 'editor' | 'admin'> };

export const teamActor = (user: SessionUser): NewsActor => ({ kind: user.role, userId: user.id });
export const serverActor = (kind: Exclude<NewsActorKind, 'editor' | 'admin'>): NewsActor => ({ kind });

/** What an editor's save may change; the status follows from the transition. */
export type EditColumns = Pick<NewsColumns, 'title' | 'instagramText' | 'sharepics' | 'recommendationSharepicQuality'>;
/** What a run writes into its proposal. */
export type ProposalColumns = Omit<NewsColumns, 'status' | 'isDemo' | 'weekKey' | 'date' | 'createdAt'>;
export type NewProposal = Omit<NewNewsRow, 'id' | 'version' | 'status'>;

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

/**
 * Applies a transition in one guarded statement: only while the item shows one of the rule's `from`
 * statuses (and, when given, is still at `version`). Undefined when the guard did not hold.
 */
async function move(
  ctx: AppContext,
  id: string,
  transition: NewsTransition,
  actor: NewsActor,
  columns: NewsColumns,
  guard: { version?: number; previous?: NewsStatus } = {},
): Promise<NewsRow | undefined> {
  assertMayMove(transition, actor);
  if (!isUuid(id)) return undefined;
  const status = targetStatus(transition, guard.previous);
  const row = await updateNews(ctx.db, id, status ? { ...columns, status } : columns, {
    version: guard.version,
    statuses: newsTransitions[transition].from,
  });
  if (row) await announce(ctx, id);
  return row;
}

/** An editor's save at the version they started from: status `bearbeitet`; a save in between is a 409. */
export async function saveEdit(
  ctx: AppContext,
  id: string,
  version: number,
  columns: EditColumns,
  actor: NewsActor,
): Promise<NewsRow> {
  const saved = await move(ctx, id, 'edit', actor, columns, { version });
  if (saved) return saved;
  await loadNewsRow(ctx, id);
  throw conflict(messages.edit.conflict);
}

/**
 * New images from the regeneration job, written at the version it read (undefined when an editor saved
 * in between). Announced as `news-images-regenerated` too, even when the images came out identical.
 */
export async function saveRegeneratedImages(
  ctx: AppContext,
  id: string,
  version: number,
  columns: Pick<NewsColumns, 'sharepics' | 'recommendationSharepicQuality'>,
): Promise<NewsRow | undefined> {
  const saved = await move(ctx, id, 'regenerateImages', serverActor('regeneration'), columns, { version });
  if (saved) await ctx.realtime.publish({ type: 'news-images-regenerated', id });
  return saved;
}

/** A run's (or the demo's) new topic, always a proposal. */
export async function createProposal(ctx: AppContext, values: NewProposal, actor: NewsActor): Promise<string> {
  assertMayMove('propose', actor);
  const row = await insertNews(ctx.db, { ...values, status: newsTransitions.propose.to });
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
  return (await move(ctx, id, 'propose', actor, columns)) !== undefined;
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
  const id = await replaceNews(
    ctx.db,
    { ...replaced, statuses: newsTransitions.propose.from },
    { ...values, status: newsTransitions.propose.to },
  );
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
  placement: Pick<NewsColumns, 'date' | 'weekKey' | 'createdAt'>,
): Promise<void> {
  if (await updateNews(ctx.db, id, placement)) await announce(ctx, id);
}

/** Deletes every demo topic; open browsers and the list cache learn that they are gone. */
export async function removeDemoItems(ctx: AppContext): Promise<number> {
  const ids = await deleteDemoNews(ctx.db);
  for (const id of ids) await announce(ctx, id);
  return ids.length;
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
  result: R;
}

/**
 * For a feature that keeps its own rows next to the item (publishing): `step` runs in one transaction
 * with the item's row locked, so two requests at once are serialised; the status change commits
 * together with the step's writes, and the change is announced after the commit. `missing` when the
 * item does not exist.
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
    const tx = transaction as unknown as Db;
    const item = await lockNewsRow(tx, id);
    if (!item) return null;
    const done = await step(tx, item);
    let current = item;
    if (done.apply) {
      const chosen = done.transition ?? transition;
      assertMayMove(chosen, actor);
      const status = targetStatus(chosen, done.previous);
      const moved = await updateNews(tx, id, status ? { status } : {}, {
        statuses: newsTransitions[chosen].from,
      });
      if (moved) current = moved;
    }
    return { done, item: current };
  });
  if (!outcome) return { kind: 'missing' };
  if (outcome.done.changed ?? outcome.done.apply) await announce(ctx, id);
  return { kind: 'done', result: outcome.done.result, item: outcome.item };
}
