import { representativeArticle } from './generate/extractive';
import { nonEuropeanPlaceTerms } from './lexicon';
import { policyFieldOf, storyConcepts, type PolicyField } from './policy-fields';
import { conceptsOf } from './text/aliases';
import { entityKey, extractEntities } from './text/entities';
import { extractTerms } from './text/features';
import { fold, stem } from './text/stem';
import { isStopword } from './text/stopwords';
import { tokenize } from './text/tokenize';
import type { Article, RankedStory, Story } from './types';

/**
 * Same event, same running theme (docs/decisions/026-distinct-week.md). A topic is described by its anchors:
 * the names (people, places, organisations) and specific nouns of the article the item shows, plus those most of
 * the story's articles share. Policy words (election, war, government …) and names found in many of the day's
 * stories (EU, Deutschland) are no anchors: they make a policy field, not a topic.
 */
export interface TopicProfile {
  anchors: Set<string>;
  field: PolicyField;
  /**
   * Anchors too common among the day's candidates to tell a topic by themselves (`topicProfiles`). On a day one
   * event dominates, its place is one of them: they still count next to a shared specific anchor.
   */
  common?: Set<string>;
  /**
   * Capitalised words that open the title or follow its kicker („Magdeburgs Bürgermeisterin …“): names or mere
   * nouns; `topicProfiles` takes those other candidates name mid-sentence as anchors.
   */
  initial?: Set<string>;
  /** Events its headline names („Europawahl 2024: …“): it is about that event, not a consequence of it. */
  headlineEvents?: Set<string>;
}

/** Concepts that name one place, person or organisation; every other concept is a policy word. */
const namedConcepts = new Set([
  'ecb',
  'un',
  'usa',
  'uk',
  'nato',
  'pope',
  'hostages',
  'christmas_market',
  'france',
  'italy',
  'spain',
  'poland',
  'hungary',
  'austria',
  'netherlands',
  'belgium',
  'greece',
  'russia',
  'ukraine',
  'turkey',
  'syria',
  'china',
  'switzerland',
  'sweden',
  'denmark',
  'czechia',
  'romania',
  'israel',
  'moscow',
  'kyiv',
  'warsaw',
  'vienna',
  'rome',
  'cologne',
  'munich',
  'beijing',
]);

/** The named concepts that are places (countries, cities): shared alone, they name where, not which event. */
const placeAnchors = new Set(
  [...namedConcepts].filter((c) => !['ecb', 'un', 'nato', 'pope', 'hostages', 'christmas_market'].includes(c)),
);

/** Words that are capitalised (German nouns, kickers) but say nothing about which event a story is. */
const broadWords = new Set(
  (
    'eu europa europe european europaische europaischen union deutschland germany german deutsche deutschen ' +
    'krieg war news liveblog newsblog liveticker ticker update jahr jahre jahren woche tag tage menschen ' +
    'regierung government politik bericht berichte medien angaben ende zeit fall frage land leute experten ' +
    'samstag sonntag montag dienstag mittwoch donnerstag freitag monday tuesday wednesday thursday friday ' +
    'saturday sunday millionen milliarden euro prozent uhr kritik streit sicherheit zukunft burger leben lage ' +
    'frau mann amt politiker rolle aufgabe wahl wahlen neuwahl neuwahlen election elections parlament ' +
    'parliament partei parteien party'
  ).split(' '),
);

/** An entity key ("russland", "ukraine") as the concept it names, when it names one; else the key itself. */
function anchorOf(key: string): string | null {
  if (key.startsWith('n:')) return null;
  const word = key.slice(2);
  if (key.startsWith('c:')) return namedConcepts.has(word) ? word : null;
  if (word.length < 3 || broadWords.has(word)) return null;
  const concept = conceptsOf([fold(stem(word, 'de'))], 'de')[0] ?? conceptsOf([fold(stem(word, 'en'))], 'en')[0];
  if (concept) return namedConcepts.has(concept) ? concept : null;
  return wordStem(word);
}

/**
 * One anchor for a place and its demonym, a deed and its doer: „Magdeburger“ → magdeburg, „Todesfahrer“ and
 * „Todesfahrt“ → todesfahr. Applied to every anchor alike, so an odd stem („Importeur“) only meets its own kin.
 */
function wordStem(word: string): string {
  if (word.length < 8) return word;
  if (word.endsWith('er')) return word.slice(0, -2);
  if (word.endsWith('rt')) return word.slice(0, -1);
  return word;
}

/**
 * Events whose every story belongs to one running theme, whatever else it names (issue 11: the European election
 * night's lessons, Glucksmann's result and Macron's dissolution are one theme). Their names are policy words to the
 * tokenizer (Europawahl → election), so they are found by pattern; and they stay anchors however many of the day's
 * stories name them: on election night that many stories are exactly the risk.
 */
const eventPatterns: [anchor: string, pattern: RegExp][] = [
  ['europawahl', /\b(europawahl|eu-wahl|(european|eu) (parliament(ary)? )?(elections?|votes?)\b)/],
];
const eventAnchors = new Set(eventPatterns.map(([anchor]) => anchor));
const eventsOf = (text: string) => {
  const folded = fold(text);
  return eventPatterns.filter(([, p]) => p.test(folded)).map(([anchor]) => anchor);
};

/**
 * The anchors of a text: its names, specific nouns and named concepts. A name of several words counts once, by its
 * last word („Emmanuel Macron“ → macron), so a first name never makes a second shared anchor.
 */
function textAnchors(title: string, text: string, language: string): Set<string> {
  const terms = extractTerms({ title, text, language });
  const out = new Set(eventsOf(`${title} ${text}`));
  for (const k of terms.shared.keys()) {
    const a = anchorOf(k);
    if (a) out.add(a);
  }
  for (const part of [title, text])
    for (const run of extractEntities(part, language)) {
      const words = run.text.split(/\s+/);
      const last = anchorOf(`e:${entityKey(words.at(-1)!)}`);
      if (!last) continue;
      for (const w of words.slice(0, -1)) {
        const a = anchorOf(`e:${entityKey(w)}`);
        if (a && a !== last) out.delete(a);
      }
    }
  return out;
}

/** Anchors of the capitalised words a title opens with, or that follow its kicker. */
function initialAnchors(title: string, language: string): Set<string> {
  const out = new Set<string>();
  for (const t of tokenize(title))
    if (t.sentenceStart && /^\p{Lu}\p{Ll}/u.test(t.raw) && !isStopword(t.raw, language)) {
      const a = anchorOf(`e:${entityKey(t.raw)}`);
      if (a) out.add(a);
    }
  return out;
}

/** An article's anchors (title and teaser), computed once per article object: runs ask for them many times. */
const anchorCache = new WeakMap<Article, Set<string>>();
function articleAnchors(a: Article): Set<string> {
  let anchors = anchorCache.get(a);
  if (!anchors) {
    anchors = textAnchors(a.title, a.description, a.language);
    anchorCache.set(a, anchors);
  }
  return anchors;
}

/** Share of a story's articles a key must appear in to describe the whole story. */
const coreShare = 0.5;
const profileArticles = 30;

/**
 * The anchors of a story: those of the title it would be shown by (its lead article's), and those at least half
 * of its articles share (title and teaser). Teasers alone name too much (the suspect's home country, a former post).
 */
export function storyProfile(pick: RankedStory): TopicProfile {
  const lead = representativeArticle(pick);
  const anchors = textAnchors(lead.title, '', lead.language);
  // An event the lead report's teaser names is what the story is about („nach der Europawahl löst Macron …“).
  for (const anchor of eventsOf(lead.description)) anchors.add(anchor);
  const articles = pick.story.articles.slice(0, profileArticles);
  if (articles.length > 1) {
    const counts = new Map<string, number>();
    for (const a of articles) for (const anchor of articleAnchors(a)) counts.set(anchor, (counts.get(anchor) ?? 0) + 1);
    for (const [anchor, n] of counts) if (n >= coreShare * articles.length) anchors.add(anchor);
  }
  return {
    anchors,
    field: titleField(lead.title, lead.language) ?? storyField(pick.story),
    initial: initialAnchors(lead.title, lead.language),
    headlineEvents: new Set(eventsOf(lead.title)),
  };
}

/** The policy field a title names (its concepts), if any: what the item is about, even in a mixed cluster. */
function titleField(title: string, language: string): PolicyField | null {
  const counts = new Map<string, number>();
  for (const k of extractTerms({ title, text: '', language }).shared.keys())
    if (k.startsWith('c:')) counts.set(k.slice(2), 1);
  const field = policyFieldOf(counts, 1);
  return field === 'general' ? null : field;
}

/** The anchors of an item known only by its title (a kept item whose story is no longer ranked). */
export function titleProfile(title: string): TopicProfile {
  return {
    anchors: textAnchors(title, '', 'de'),
    field: titleField(title, 'de') ?? 'general',
    initial: initialAnchors(title, 'de'),
    headlineEvents: new Set(eventsOf(title)),
  };
}

function storyField(story: Story): PolicyField {
  return policyFieldOf(storyConcepts(story), story.articles.length);
}

/**
 * Anchors found in more than this share of the day's candidate stories are dropped: on a day when every story
 * mentions Deutschland, Deutschland says nothing about which topic a story is. Only with enough candidates.
 */
export const broadAnchorShare = 0.2;
const minPoolForShare = 10;

/** Profiles for the day's candidates, with anchors too common among them removed; `of` works for any story. */
export function topicProfiles(pool: RankedStory[]) {
  const profiles = new Map<Story, TopicProfile>();
  const raw = (pick: RankedStory) => {
    let p = profiles.get(pick.story);
    if (!p) {
      p = storyProfile(pick);
      profiles.set(pick.story, p);
    }
    return p;
  };
  // Counted per cluster: the many news one cluster splits into (split-news.ts) are one theme, not many stories.
  const clusters = new Map<string, Set<string>>();
  for (const pick of pool) {
    const key = pick.story.cluster ?? pick.story.key;
    const set = clusters.get(key) ?? new Set<string>();
    for (const a of raw(pick).anchors) set.add(a);
    clusters.set(key, set);
  }
  const df = new Map<string, number>();
  for (const anchors of clusters.values()) for (const a of anchors) df.set(a, (df.get(a) ?? 0) + 1);
  const broad = (a: string) =>
    !eventAnchors.has(a) && clusters.size >= minPoolForShare && (df.get(a) ?? 0) > broadAnchorShare * clusters.size;
  const narrow = (p: TopicProfile): TopicProfile => {
    // A title's opening word is an anchor when other candidates name it mid-sentence: then it is a name.
    const all = [...p.anchors, ...[...(p.initial ?? [])].filter((a) => df.has(a))];
    return {
      anchors: new Set(all.filter((a) => !broad(a))),
      field: p.field,
      common: new Set(all.filter(broad)),
      headlineEvents: p.headlineEvents,
    };
  };
  return {
    of: (pick: RankedStory) => narrow(raw(pick)),
    ofTitle: (title: string) => narrow(titleProfile(title)),
  };
}

/** The anchors two topics share. */
export function sharedAnchors(a: TopicProfile, b: TopicProfile): string[] {
  return [...a.anchors].filter((x) => b.anchors.has(x));
}

/**
 * Two topics are the same event or running theme when both headlines name the same event (the election night's
 * lessons and Glucksmann's result); share three anchors (anchors common today count only next to a specific one);
 * two, unless their policy fields differ (Macron and France in the Ukraine war and in the French election are two
 * topics); or one within the same policy field (the AfD, elections), unless it is a place (Hungary's NATO vote and
 * the G7's money for Ukraine are two news). A news that only refers to an event („nach der Europawahl löst Macron
 * das Parlament auf“) is its own: the event does not make it one topic with the event's results (issue 22 rule 4).
 */
export function sameTopic(a: TopicProfile, b: TopicProfile): boolean {
  const shared = sharedAnchors(a, b);
  if (shared.some((x) => a.headlineEvents?.has(x) && b.headlineEvents?.has(x))) return true;
  const anchors = shared.filter((x) => !eventAnchors.has(x));
  const common = [...(a.common ?? [])].filter((x) => b.common?.has(x)).length;
  const count = anchors.length + (anchors.length > 0 ? common : 0);
  const sameField = a.field !== 'general' && a.field === b.field;
  const fieldsAgree = a.field === b.field || a.field === 'general' || b.field === 'general';
  const placeOnly = anchors.length === 1 && placeAnchors.has(anchors[0]);
  return count >= 3 || (count === 2 && fieldsAgree) || (count === 1 && sameField && !placeOnly);
}

/** Similarity for the diversity penalty: 1 for the same topic, 0.5 for a shared anchor (Macron in two fields). */
export function topicSimilarity(a: TopicProfile, b: TopicProfile): number {
  if (sameTopic(a, b)) return 1;
  return sharedAnchors(a, b).length > 0 ? 0.5 : 0;
}

const commentaryTitle = /\b(kolumne|kommentar|meinung|leitartikel|gastbeitrag|essay|opinion|comment|column)\b/i;
/** A first-person title („Was ich auf den Reisen entlang der Front lernte“): a personal account, not the news. */
const personalTitle = /(^|[\s:„"»(])(ich|mich|mir|mein|meine|meinem|meinen|meiner|my)(?=[\s,.:;!?“"«)])/i;
const commentaryTeaser =
  /\b(kommentiert|ein kommentar|eine kolumne|die kolumne|kolumne von|ein gastbeitrag|ein essay|leitartikel)\b/i;

/** A commentary, column or personal account: an outlet's opinion, never the news an item is titled by. */
export const isCommentary = (a: Article) =>
  commentaryTitle.test(a.title) || personalTitle.test(a.title) || commentaryTeaser.test(a.description);

/** The article an item would be titled by is a commentary (the story has no news report in that language). */
export const ledByCommentary = (pick: RankedStory) => isCommentary(representativeArticle(pick));

const escape = (t: string) => fold(t).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (terms: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'u');
const nonEuropean = pattern(nonEuropeanPlaceTerms);
/** The EU relevance (rank.ts: EU institutions, laws, European states) from which a story has a European side. */
export const europeanRelevance = 0.2;

/** EU relevance or a tie to the organisation's region: what the ranking rewards and a week of European news needs. */
export const europeanSide = (pick: RankedStory) =>
  Number(pick.signals.eu_relevance ?? 0) >= europeanRelevance || Number(pick.signals.regional_relevance ?? 0) > 0;

/**
 * A story about a country outside Europe with no European side: its title or half of its articles name a
 * non-European country (Argentinien, USA …), and it hardly names an EU institution or a European state.
 * German domestic stories name no foreign country, so they do not count.
 */
export function outsideEurope(pick: RankedStory): boolean {
  if (europeanSide(pick)) return false;
  const articles = pick.story.articles.slice(0, profileArticles);
  const names = (text: string) => nonEuropean.test(fold(text));
  return (
    names(representativeArticle(pick).title) ||
    articles.filter((a) => names(`${a.title} ${a.description}`)).length * 2 >= articles.length
  );
}
