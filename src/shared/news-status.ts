/**
 * The life of a news item: its statuses, their German labels, and the transitions that move it.
 * Plain data without zod, so the web's smallest chunks can show the labels; the server's news
 * lifecycle enforces the table (allowed actors, and the `from` statuses inside the SQL of each write).
 */
export const newsStatuses = ['vorschlag', 'bearbeitet', 'freigegeben', 'geplant', 'veröffentlicht'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

/** The badge on a card; a fresh proposal shows none. */
export const newsStatusLabels: Record<NewsStatus, string | null> = {
  vorschlag: null,
  bearbeitet: 'bearbeitet',
  freigegeben: 'freigegeben',
  geplant: 'geplant',
  veröffentlicht: 'Veröffentlicht',
};

/**
 * Who moves an item: a signed-in team member by role, or a part of the server acting on its own
 * (the daily analysis and the demo gallery, the image regeneration job, the publishing job).
 */
export const newsActorKinds = ['editor', 'admin', 'pipeline', 'demo', 'regeneration', 'publisher'] as const;
export type NewsActorKind = (typeof newsActorKinds)[number];

const team = ['editor', 'admin'] as const satisfies readonly NewsActorKind[];
const anyStatus = newsStatuses;
/**
 * Every status but `geplant`: what is planned in Buffer is what goes out, so a planned topic's content
 * (texts, sharepics, images) cannot change until its plan is cancelled.
 */
const unplanned = ['vorschlag', 'bearbeitet', 'freigegeben', 'veröffentlicht'] as const satisfies readonly NewsStatus[];

/**
 * Where a transition leads: a status, `unchanged` (content changes that keep the status), or
 * `previous` (back to the status recorded when the publication attempt started).
 */
export type NewsTransitionTarget = NewsStatus | 'unchanged' | 'previous';

export interface NewsTransitionRule {
  /** The item must show one of these; checked in the same SQL statement that writes it. */
  from: readonly NewsStatus[];
  to: NewsTransitionTarget;
  /** Who may make this move. */
  by: readonly NewsActorKind[];
}

/**
 * Every way an item changes after it was created. Adding a status means a label above
 * and the transitions into and out of it here; a rule that needs more than status and actor (e.g. a
 * second person releasing) adds a guard for its transition in the server's lifecycle.
 */
export const newsTransitions = {
  /** A daily run rewrites its own proposal (or replaces it) only while nobody has touched it. */
  propose: { from: ['vorschlag'], to: 'vorschlag', by: ['pipeline', 'demo'] },
  /** Any save of the text, the sharepic texts or the backgrounds, also of a published item; never of a planned one. */
  edit: { from: unplanned, to: 'bearbeitet', by: team },
  /** New images for the same texts keep the status; a planned topic keeps its images. */
  regenerateImages: { from: unplanned, to: 'unchanged', by: ['regeneration'] },
  /** A new look („Erscheinungsbild“) re-renders only untouched proposals; released and published items keep theirs. */
  rebrandImages: { from: ['vorschlag'], to: 'unchanged', by: ['regeneration'] },
  /**
   * „Text neu vorschlagen“: a new generated caption for a topic not yet released; the status stays (an edited
   * topic stays bearbeitet: its title or sharepics may still be a person's, and a run must not rewrite it).
   */
  regenerateCaption: { from: ['vorschlag', 'bearbeitet'], to: 'unchanged', by: team },
  /**
   * „Freigeben“: a team member confirms exactly what will be posted. With the four-eyes rule on, the
   * lifecycle also refuses the person who made the item's last content change.
   */
  release: { from: ['vorschlag', 'bearbeitet'], to: 'freigegeben', by: team },
  /** „Verschieben“ under the four-eyes rule: the mover releases the moved post (its new time); the status stays. */
  moveRelease: { from: ['freigegeben', 'geplant'], to: 'unchanged', by: team },
  /** „Freigabe zurückziehen“ before publishing (publishing refuses it while an attempt is in flight). */
  withdrawRelease: { from: ['freigegeben'], to: 'bearbeitet', by: team },
  /** New images revoke a release: the item is no longer what was released. */
  revokeRelease: { from: ['freigegeben'], to: 'bearbeitet', by: ['regeneration'] },
  /** "Veröffentlichen" starts an attempt. */
  startPublishing: { from: anyStatus, to: 'freigegeben', by: team },
  /** Buffer accepted the post (a reminder counts as sent); a save during the attempt wins. */
  markPublished: { from: ['freigegeben'], to: 'veröffentlicht', by: ['publisher'] },
  /** Buffer accepted a post for a later time (`customScheduled`); a save during the attempt wins. */
  markScheduled: { from: ['freigegeben'], to: 'geplant', by: ['publisher'] },
  /** The scheduled post went out (seen by the sync with Buffer). */
  planSent: { from: ['geplant'], to: 'veröffentlicht', by: ['publisher'] },
  /**
   * No scheduled post is left: cancelled by the team („Stornieren“: once Buffer deleted the post, the
   * publisher records it), or deleted or failed in Buffer (the sync). The item is released again.
   */
  cancelPlan: { from: ['geplant'], to: 'freigegeben', by: ['publisher'] },
  /**
   * Buffer reported a post that went out at once as failed (seen by the sync) and no channel of the topic
   * went out or is still on its way: the topic is released again and can be published anew.
   */
  failedInBuffer: { from: ['veröffentlicht'], to: 'freigegeben', by: ['publisher'] },
  /** The attempt failed: the status before it, unless someone saved in the meantime. */
  restoreAfterFailure: { from: ['freigegeben'], to: 'previous', by: ['publisher'] },
} as const satisfies Record<string, NewsTransitionRule>;

export type NewsTransition = keyof typeof newsTransitions;

export function mayMove(transition: NewsTransition, actor: NewsActorKind): boolean {
  return (newsTransitions[transition].by as readonly NewsActorKind[]).includes(actor);
}

export function canLeave(transition: NewsTransition, status: NewsStatus): boolean {
  return (newsTransitions[transition].from as readonly NewsStatus[]).includes(status);
}

/** The status an item has after the transition, or null when the transition does not apply to `status`. */
export function statusAfter(transition: NewsTransition, status: NewsStatus, previous?: NewsStatus): NewsStatus | null {
  if (!canLeave(transition, status)) return null;
  const to: NewsTransitionTarget = newsTransitions[transition].to;
  if (to === 'unchanged') return status;
  if (to === 'previous') return previous ?? null;
  return to;
}
