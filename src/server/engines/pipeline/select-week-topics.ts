import { addDays } from '../../../shared/dates';
import { weeklyTopicLimit } from '../../../shared/news';
import {
  type TopicProfile,
  isCommentary,
  ledByCommentary,
  outsideEurope,
  sameTopic,
  topicProfiles,
  topicSimilarity,
} from './distinct-week';
import type { FollowUp } from './follow-ups';
import { unionSideLabels } from './eu-angle';
import { policyFieldOf, storyConcepts, type PolicyField } from './policy-fields';
import type { RankedStory, Story } from './types';
import { displayTitle } from './generate/caption/headline';
import { sameNews } from './generate/caption/news-core';
import { isOpinionOrFormat } from './generate/caption/facts';

/** A news item already stored for the ISO week. Locked = edited or released: a run never touches it. */
export interface WeekItem {
  id: string;
  storyKey: string | null;
  locked: boolean;
  title?: string;
  /** `recommendationSignals.score` as the last run wrote it; undefined for items no run scored. */
  score?: number;
  /** The row version when loaded: a replacement removes the item only while it is still at this version. */
  version?: number;
  /** Someone tried to publish it (a failed attempt restores 'vorschlag'); its publication records must stay. */
  publishAttempted?: boolean;
  /** Its caption, so a new caption of the week does not repeat its closing question or reason. */
  instagramText?: string;
  /** Its European side as the last run found it (`recommendationSignals.europaeischer_bezug`); null: none. */
  europeanSide?: string | null;
  /** Its place in the week (1–7) as the last run ranked it; a released or published item keeps it. */
  rank?: number | null;
}

export type PlanEntry =
  | {
      action: 'keep';
      itemId: string;
      storyKey: string | null;
      /** commentary: its story is now only shown by a commentary or column, so the item stays as it was. */
      reason: 'locked' | 'no_newer_story' | 'commentary';
    }
  | { action: 'update'; itemId: string; pick: RankedStory }
  | { action: 'create'; pick: RankedStory }
  | {
      action: 'replace';
      itemId: string;
      version?: number;
      replacedTitle?: string;
      replacedScore: number;
      pick: RankedStory;
    };

export interface SelectOptions {
  limit?: number;
  /** Stories below this score are not worth a topic even when slots are free. */
  minScore?: number;
  /** Entity/term overlap above which two stories count as the same topic (diversity). */
  maxOverlap?: number;
  /** How much a story must outscore the weakest proposal to replace it (hysteresis against churn). */
  replaceMargin?: number;
  /** Replacements per run at most, so the week changes step by step. */
  maxReplacements?: number;
  /**
   * Whether the offline generator would find too little material for a caption of 400 characters (run-pipeline
   * passes it). Such a story loses `thinPenalty` of its worth.
   */
  thin?: (candidate: RankedStory) => boolean;
  /** The earlier week's topic a story continues (follow-ups.ts); such a story counts as similar to it. */
  followUp?: (story: Story) => FollowUp | null;
  /**
   * The European side of a candidate (topic-side.ts), null for none. Candidates with one come first: one without
   * takes a place only when no candidate with one is eligible (issue 22).
   */
  side?: (candidate: RankedStory) => string | null;
  /**
   * When the report that would lead a candidate's caption was published (topic-side.ts); a story's newest report
   * when not given. An earlier week's event comes back only when this lead is new.
   */
  leadPublishedAt?: (candidate: RankedStory) => string;
  /** The run's instant: a story whose newest report is older than `maxAgeHours` is no new topic. */
  asOf?: Date;
  maxAgeHours?: number;
}

/** A news whose newest report is older than this is no new topic any more (issue 22: fresh). */
export const defaultMaxAgeHours = 72;
/** A newer development of a topic already in the week rewrites that proposal when it scores at least this close. */
export const developmentMargin = 0.1;
/** …and when its newest report is at least this much newer than the proposal's. */
const developmentHours = 12;

/**
 * Chosen on the replay of the 2024 election weeks (docs/decisions/008-week-topic-replacement.md): 0.15
 * still removes the weak fill-ins but swaps fewer topics back and forth than 0.05 or 0.1; freshness
 * alone (recency and growth) already moves a score by about that much within two days.
 */
export const defaultReplaceMargin = 0.15;
export const defaultMaxReplacements = 2;
/** An unlocked item whose story is no longer ranked counts with this share of its last known score. */
export const unrankedScoreFactor = 0.5;

/**
 * A stored item matches the story that still holds the report it is titled by (its title is that report's
 * headline, cleaned for display). Else only the very story it was made from: a key that names merely one of the
 * story's articles would hand the item to another news once clusters drift and split (issue 22).
 */
export function storyMatchesKey(story: Story, key: string | null, title?: string): boolean {
  if (title && story.articles.some((a) => a.title === title || displayTitle(a.title) === title)) return true;
  return Boolean(key) && story.key === key;
}

const words = (t: string) =>
  new Set(
    t
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );
function titleOverlap(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter >= 3 ? inter / Math.max(1, Math.min(a.size, b.size)) : 0;
}

function overlap(a: Story, b: Story): number {
  const sa = new Set(a.topTerms.slice(0, 8));
  const sb = b.topTerms.slice(0, 8);
  const inter = sb.filter((t) => sa.has(t)).length;
  return inter / Math.max(1, Math.min(sa.size, sb.length));
}

const storyTitles = (story: Story) => story.articles.slice(0, 20).map((a) => words(a.title));

/**
 * How much a candidate is worth next to the week's other topics (maximal marginal relevance): its score,
 * less diversityWeight × its similarity to the closest topic already in the week (shared names, or the same
 * policy field), less singleOutletPenalty when only one outlet reports it. Chosen on the 2024 election replay
 * (docs/decisions/011-week-diversity.md): three election items in one week became one or two.
 */
export const diversityWeight = 0.2;
/**
 * Worth lost by a story only one outlet reports: it needs a clearly higher score than a broad story to win a place
 * (0.15 before decision 026: a one-outlet story at 0.44 beat broad ones at 0.3; now it needs 0.6).
 */
export const singleOutletPenalty = 0.3;
/** …and at least minScore plus this to be eligible at all (0.3 with the default minScore), also on a thin day. */
export const singleOutletExtraScore = 0.15;
/**
 * A story about a country outside Europe with no European side (distinct-week.ts) gets a place only with a score
 * this high: never as a fill-in on a thin day. Decision 026.
 */
export const outsideEuropeMinScore = 0.6;
/**
 * Mostly sport, celebrities, weather, festivities or crime (the ranking's low-relevance penalty, lifted only by EU
 * institutions or laws): like a story from outside Europe, no fill-in on a thin day.
 */
const lowRelevance = (c: RankedStory) => Number(c.signals.low_relevance_penalty ?? 0) >= 0.5;
/**
 * Worth lost by a story too thin for a caption of 400 characters (`SelectOptions.thin`), like a one-outlet story:
 * a breaking story that scores clearly higher still gets in on its first day, when few reports exist yet.
 */
export const thinPenalty = 0.3;
/**
 * A story that outlets in several countries report is important even when its German reports are short: it is
 * never thin. The card names the foreign reports that carry the facts, and the LLM path translates them.
 */
const broad = (c: RankedStory) =>
  new Set(c.story.articles.map((a) => a.source)).size >= 4 && new Set(c.story.articles.map((a) => a.country)).size >= 3;
/**
 * A story with no German report (a column, podcast, interview or live blog does not count) would get its caption as German framing around the
 * names and numbers of foreign reports: it takes a free place only when no story with a German report is
 * eligible, and never replaces one (issue 11: it stays out of the week when better stories exist). Except a story
 * about the Union itself that two outlets report (below): the week's EU news must not wait for a German report.
 */
const foreignOnlyStory = (s: Story) =>
  !s.articles.some((a) => a.language === 'de' && !isCommentary(a) && !isOpinionOrFormat(a));
const foreignOnly = (c: RankedStory) => foreignOnlyStory(c.story);
/**
 * A follow-up counts as this similar to the earlier topic it continues, like two stories of one policy field
 * (docs/decisions/020-follow-up-stories.md): a new story wins when the scores are close.
 */
export const followUpSimilarity = 0.5;
/** Leading candidates whose anchors decide which anchors are too common to name a topic (distinct-week.ts). */
const profilePool = 60;

function entityOverlap(a: Story, b: Story): number {
  const sa = new Set(a.entities.slice(0, 8));
  const sb = b.entities.slice(0, 8);
  const inter = sb.filter((e) => sa.has(e)).length;
  return inter / Math.max(1, sa.size + sb.length - inter);
}

function diversity(
  followUp: SelectOptions['followUp'],
  topic: (story: Story) => TopicProfile | undefined,
  oneOutletOnly: (candidate: RankedStory) => boolean,
) {
  const fields = new Map<Story, PolicyField>();
  const fieldOf = (story: Story) => {
    let field = fields.get(story);
    if (!field) {
      field = policyFieldOf(storyConcepts(story), story.articles.length);
      fields.set(story, field);
    }
    return field;
  };
  // News split from one cluster (split-news.ts) belong to one running theme: close, not the same.
  const similarity = (a: Story, b: Story) =>
    Math.max(
      entityOverlap(a, b),
      fieldOf(a) !== 'general' && fieldOf(a) === fieldOf(b) ? 0.5 : 0,
      a.cluster && a.cluster === b.cluster ? 0.75 : 0,
    );
  /** Shared names and field between the stories, or the same event/theme by their anchors (decision 026). */
  const closeness = (a: Story, other: Slot) => {
    const own = topic(a);
    return Math.max(
      0,
      ...other.stories.map((b) => similarity(a, b)),
      ...(own ? other.profiles.map((p) => topicSimilarity(own, p)) : []),
    );
  };
  /** What being close to the other slots' stories costs a story. */
  const crowding = (stories: Story[], others: Slot[]) =>
    diversityWeight *
    Math.max(
      0,
      ...stories.map((a) => (followUp?.(a) ? followUpSimilarity : 0)),
      ...stories.flatMap((a) => others.map((o) => closeness(a, o))),
    );
  return {
    worth: (candidate: RankedStory, slots: Slot[]) =>
      candidate.score - crowding([candidate.story], slots) - (oneOutletOnly(candidate) ? singleOutletPenalty : 0),
    /** A replaceable slot's worth next to the others: its score less its own crowding. */
    slotWorth: (slot: Slot, slots: Slot[]) =>
      slot.replaceableScore! -
      crowding(
        slot.stories,
        slots.filter((o) => o !== slot),
      ),
  };
}

/** One of the week's seven places: what it holds, what it blocks (stories, titles, topics), and its score if it may be replaced. */
interface Slot {
  entry: PlanEntry;
  stories: Story[];
  titles: Set<string>[];
  /** The event or theme it is about: its stories' anchors, or its title's when no story is ranked. */
  profiles: TopicProfile[];
  replaceableScore: number | null;
  item?: WeekItem;
  /** Its European side; null: none, undefined: unknown (a kept item no run judged yet). */
  side?: string | null;
}

/**
 * Plan the week's topics: locked items stay as they are; unlocked items whose story is still ranked
 * are updated; free slots are filled from the top of the ranking, never twice with the same story.
 *
 * Then a clearly better story may replace the weakest unlocked proposal, so a full week still takes in
 * later days' big stories:
 * - only items with status 'vorschlag' and no publication attempt are replaced, never locked ones;
 * - a proposal counts with its story's current score, but never below the score the last run stored
 *   for it (one quiet run must not swap it out); when its story is no longer ranked, with that last
 *   known score × unrankedScoreFactor (0 if no run ever scored it);
 * - the candidate must outscore it by at least replaceMargin and pass the same duplicate checks as a
 *   new topic against every other item of the week;
 * - at most maxReplacements per run; a replacement takes the replaced item's place, so the week never grows.
 */
export function selectWeekTopics(
  existing: WeekItem[],
  ranked: RankedStory[],
  options: SelectOptions = {},
): PlanEntry[] {
  const limit = options.limit ?? weeklyTopicLimit;
  const minScore = options.minScore ?? 0.15;
  const maxOverlap = options.maxOverlap ?? 0.5;
  const replaceMargin = options.replaceMargin ?? defaultReplaceMargin;
  const maxReplacements = options.maxReplacements ?? defaultMaxReplacements;
  const slots: Slot[] = [];
  const used = new Set<RankedStory>();
  // Anchors common to many of the day's leading candidates (EU, Deutschland) name no particular topic.
  const topics = topicProfiles(ranked.slice(0, profilePool));
  const byStory = new Map(ranked.map((r) => [r.story, r]));
  const topic = (story: Story) => {
    const pick = byStory.get(story);
    return pick ? topics.of(pick) : undefined;
  };
  const titleProfiles = (title?: string) => (title ? [topics.ofTitle(title)] : []);

  for (const item of existing) {
    if (item.locked) {
      const slot: Slot = {
        entry: { action: 'keep', itemId: item.id, storyKey: item.storyKey, reason: 'locked' },
        stories: [],
        titles: [],
        profiles: titleProfiles(item.title),
        replaceableScore: null,
      };
      if (item.title) slot.titles.push(words(item.title));
      const match = ranked.find((r) => storyMatchesKey(r.story, item.storyKey, item.title));
      if (match) {
        used.add(match);
        slot.stories.push(match.story);
        slot.profiles.push(topics.of(match));
      }
      slots.push(slot);
    }
  }
  // Title matches first (the item still shows that article), then key matches: clusters merge and split between runs.
  const matches = new Map<string, RankedStory>();
  const unlocked = existing.filter((i) => !i.locked);
  for (const byTitle of [true, false]) {
    for (const item of unlocked) {
      if (matches.has(item.id)) continue;
      const match = ranked.find(
        (r) =>
          !used.has(r) &&
          (byTitle ? storyMatchesKey(r.story, null, item.title) : storyMatchesKey(r.story, item.storyKey)),
      );
      if (match) {
        used.add(match);
        matches.set(item.id, match);
      }
    }
  }
  for (const item of unlocked) {
    const match = matches.get(item.id);
    const titles = item.title ? [words(item.title)] : [];
    const replaceable = !item.publishAttempted;
    if (match) {
      // A story now shown only by a commentary or column would retitle the item with an opinion: it stays as it is.
      slots.push({
        entry: ledByCommentary(match)
          ? { action: 'keep', itemId: item.id, storyKey: item.storyKey, reason: 'commentary' }
          : { action: 'update', itemId: item.id, pick: match },
        stories: [match.story],
        titles: [...storyTitles(match.story), ...titles],
        profiles: [topics.of(match)],
        replaceableScore: replaceable ? Math.max(match.score, item.score ?? 0) : null,
        item,
      });
    } else {
      slots.push({
        entry: { action: 'keep', itemId: item.id, storyKey: item.storyKey, reason: 'no_newer_story' },
        stories: [],
        titles,
        profiles: titleProfiles(item.title),
        replaceableScore: replaceable ? (item.score ?? 0) * unrankedScoreFactor : null,
        item,
      });
    }
  }

  // The same story (shared top terms, three shared title words) or the same event or running theme (anchors).
  const duplicates = (candidate: RankedStory, others: Slot[]) => {
    if (others.some((s) => s.stories.some((story) => overlap(story, candidate.story) >= maxOverlap))) return true;
    const titles = storyTitles(candidate.story);
    if (others.some((s) => s.titles.some((k) => titles.some((t) => titleOverlap(k, t) >= 0.5)))) return true;
    const own = topics.of(candidate);
    return others.some((s) => s.profiles.some((p) => sameTopic(own, p)));
  };

  // Free slots, greedily: each time the candidate worth most next to what the week already holds. A story
  // reported by one outlet only needs a clearly higher score to get in at all; a story only a commentary would
  // title, or one from outside Europe with no European side and no outstanding score, never does: fewer than
  // seven topics are better than a weak fill-in, and a later run fills the free place (decision 026).
  // One outlet is thin evidence only where the run read others: a chapter that reads one feed gets its week too.
  const outletsRead = new Set(ranked.flatMap((r) => (r.signals.outlet_names as string[] | undefined) ?? []));
  const sides = new Map<RankedStory, string | null>();
  const sideOf = (c: RankedStory) => {
    if (!options.side) return 'unbekannt';
    if (!sides.has(c)) sides.set(c, options.side(c));
    return sides.get(c)!;
  };
  // A story about the Union's own institutions and policies that two outlets or more report is the chapter's news
  // even with no German report: the LLM path translates its reports, the offline card names them (issue 22).
  const foreignOnlyTier = (c: RankedStory) =>
    foreignOnly(c) && !(unionSideLabels.has(sideOf(c) ?? '') && Number(c.signals.outlets ?? 1) >= 2);
  // A European side is what the chapter posts about: such a story needs no second outlet to count fully.
  const oneOutletOnly = (c: RankedStory) =>
    outletsRead.size !== 1 && Number(c.signals.outlets ?? 2) === 1 && !(options.side && sideOf(c));
  const { worth, slotWorth } = diversity(options.followUp, topic, oneOutletOnly);
  // The same event, not only the same running theme: the candidate's lead tells the news of the slot's (news-core.ts).
  const sameEvent = (candidate: RankedStory, slot: Slot) =>
    slot.stories.some((s) => s.articles.some((a) => candidate.story.articles.some((b) => sameNews(a, b))));
  const isNewer = (candidate: RankedStory, slot: Slot) => {
    const last = Math.max(0, ...slot.stories.map((s) => Date.parse(s.lastSeen)));
    return last > 0 && Date.parse(candidate.story.lastSeen) - last >= developmentHours * 3_600_000;
  };
  const thinness = new Map<RankedStory, boolean>();
  const isThin = (c: RankedStory) => {
    if (!options.thin) return false;
    if (!thinness.has(c)) thinness.set(c, !broad(c) && options.thin(c));
    return thinness.get(c)!;
  };
  const maxAgeMs = (options.maxAgeHours ?? defaultMaxAgeHours) * 3_600_000;
  const fresh = (c: RankedStory) => !options.asOf || options.asOf.getTime() - Date.parse(c.story.lastSeen) <= maxAgeMs;
  // An event of an earlier week comes back only with a new development: its caption's lead is a report from after
  // the day its topic had (issue 22), not the old news retold beside a newer report; it is then labelled as the
  // earlier topic's follow-up.
  const leadDays = new Map<RankedStory, string>();
  const newDevelopment = (c: RankedStory) => {
    const earlier = options.followUp?.(c.story);
    if (!earlier?.date) return true;
    // The lead is found only for a story that continues an earlier topic, once per candidate.
    if (!leadDays.has(c)) leadDays.set(c, (options.leadPublishedAt?.(c) ?? c.story.lastSeen).slice(0, 10));
    return leadDays.get(c)! > addDays(earlier.date, 1);
  };
  const eligible = (c: RankedStory) =>
    newDevelopment(c) &&
    c.score >= minScore + (oneOutletOnly(c) ? singleOutletExtraScore : 0) &&
    (c.score >= outsideEuropeMinScore || (!outsideEurope(c) && !lowRelevance(c))) &&
    !ledByCommentary(c) &&
    fresh(c);
  for (const slot of slots) {
    const pick = 'pick' in slot.entry ? slot.entry.pick : undefined;
    slot.side = pick ? sideOf(pick) : slot.item?.europeanSide;
  }
  // Candidates with a European side first, those with a German report before those without (issue 11); one without
  // a European side only when no candidate with one is eligible (issue 22).
  const bestCandidate = (tier: 'side' | 'foreign side' | 'german' | 'any') => {
    let best: RankedStory | undefined;
    let bestWorth = -Infinity;
    for (const candidate of ranked) {
      if (used.has(candidate) || candidate.score < bestWorth || !eligible(candidate)) continue;
      if ((tier === 'side' || tier === 'german') && foreignOnlyTier(candidate)) continue;
      if ((tier === 'side' || tier === 'foreign side') && !sideOf(candidate)) continue;
      let w = worth(candidate, slots);
      if (w > bestWorth && isThin(candidate)) w -= thinPenalty;
      if (w > bestWorth && !duplicates(candidate, slots)) {
        best = candidate;
        bestWorth = w;
      }
    }
    return best;
  };
  while (slots.length < limit) {
    const best =
      bestCandidate('side') ?? bestCandidate('foreign side') ?? bestCandidate('german') ?? bestCandidate('any');
    if (!best) break;
    used.add(best);
    slots.push({
      entry: { action: 'create', pick: best },
      stories: [best.story],
      titles: storyTitles(best.story),
      profiles: [topics.of(best)],
      replaceableScore: null,
      side: sideOf(best),
    });
  }

  let replacements = 0;
  // Candidates with a European side replace first, as they fill first: a stronger story without one must not take
  // the last weak place while one with a side waits (issue 22).
  const sideFirst = [...ranked.filter((c) => sideOf(c)), ...ranked.filter((c) => !sideOf(c))];
  for (const candidate of sideFirst) {
    if (replacements >= maxReplacements) break;
    if (used.has(candidate) || !eligible(candidate) || foreignOnlyTier(candidate)) continue;
    // A candidate whose event or theme the week already holds may only take that item's place (a stronger story
    // of the same topic); otherwise it competes for the weakest place.
    const own = topics.of(candidate);
    const sameTopicSlots = slots.filter((s) => s.profiles.some((p) => sameTopic(own, p)));
    let weakest: Slot | undefined;
    let weakestWorth = Infinity;
    if (sameTopicSlots.length > 1 || sameTopicSlots.some((s) => s.replaceableScore === null)) continue;
    // A newer development of a topic the week holds as an untouched proposal rewrites that proposal (issue 22):
    // the item stays, its texts tell the news as it stands now.
    const same = sameTopicSlots[0];
    if (same?.item && same.entry.action !== 'replace' && isNewer(candidate, same) && sameEvent(candidate, same)) {
      if (
        candidate.score >= slotWorth(same, slots) - developmentMargin &&
        !duplicates(
          candidate,
          slots.filter((s) => s !== same),
        )
      ) {
        used.add(candidate);
        same.entry = { action: 'update', itemId: same.item.id, pick: candidate };
        same.stories = [candidate.story];
        same.titles = storyTitles(candidate.story);
        same.profiles = [own];
        same.side = sideOf(candidate);
        same.replaceableScore = null;
        continue;
      }
    }
    for (const slot of sameTopicSlots.length ? sameTopicSlots : slots) {
      if (slot.replaceableScore === null) continue;
      const w = slotWorth(slot, slots);
      // A place without a European side, or without a German report, is weaker than any candidate with one.
      const weakTier =
        (!slot.side && slot.side !== undefined && sideOf(candidate)) ||
        slot.stories.some((s) => {
          const pick = byStory.get(s);
          return pick ? foreignOnlyTier(pick) : foreignOnlyStory(s);
        });
      const tier = weakTier ? -1 : 0;
      if (w + tier < weakestWorth) {
        weakest = slot;
        weakestWorth = w + tier;
      }
    }
    if (!weakest) {
      if (sameTopicSlots.length) continue;
      break;
    }
    const weakestScore = weakest.replaceableScore!;
    if (candidate.score < weakestWorth + replaceMargin) continue;
    // The weakest item's own story may be the candidate's topic: it goes, so only the others count.
    const others = slots.filter((s) => s !== weakest);
    const candidateWorth = worth(candidate, others) - (isThin(candidate) ? thinPenalty : 0);
    if (candidateWorth < weakestWorth + replaceMargin || duplicates(candidate, others)) continue;
    used.add(candidate);
    const item = weakest.item!;
    weakest.entry = {
      action: 'replace',
      itemId: item.id,
      version: item.version,
      replacedTitle: item.title,
      replacedScore: weakestScore,
      pick: candidate,
    };
    weakest.stories = [candidate.story];
    weakest.titles = storyTitles(candidate.story);
    weakest.profiles = [topics.of(candidate)];
    weakest.replaceableScore = null;
    weakest.side = sideOf(candidate);
    replacements += 1;
  }
  return slots.map((s) => s.entry);
}
