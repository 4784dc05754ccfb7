/**
 * The one news a topic is about. Clustering chains reports over days („Ukraine“ today, „EU-Kommission“ tomorrow),
 * so a story can hold several events; its caption, hashtags and counts must come only from the reports of the
 * lead's news. A report belongs to that news when it shares at least two specific things with the lead —
 * names, places, numbers, concepts in any language — never one shared name alone (a re-election and a boycott
 * of the same politician are two news).
 */
import { countriesIn } from '../../europe';
import { articleTerms } from '../../cluster';
import { entityKey, extractNumbers, isAcronym } from '../../text/entities';
import { cityConcepts, conceptOfWord } from '../../text/aliases';
import { firstNames } from '../../text/first-names';
import { fold, stem } from '../../text/stem';
import { isStopword } from '../../text/stopwords';
import { tokenize } from '../../text/tokenize';
import type { Article } from '../../types';
import { englishCounts, germanCounts } from './number-words';

type Weighted = Map<string, number>;

const numberWords: Record<string, number> = {
  ...germanCounts,
  ...englishCounts,
  zwölf: 12,
  zwanzig: 20,
  twelve: 12,
  twenty: 20,
};

// Present in most reports of a European news dashboard: they never tie two reports to one news.
const genericNames = new Set([
  'eu',
  'europa',
  'europe',
  'european',
  'europaisch',
  'brussel',
  'brussels',
  'news',
  'live',
]);
// Nouns every second German report has: evidence of nothing.
const genericNouns = new Set(
  'jahr jahre jahren woche wochen tag tage tagen menschen leute prozent millionen milliarden euro dollar regierung land länder zeit ende anfang angaben frage fall teil seite bericht berichte medien kritik politik partei parteien präsident präsidentin minister ministerin montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli august september oktober november dezember'.split(
    ' ',
  ),
);
// Concepts that are places or their people: counted as places already.
const placeConcepts = new Set(
  'germany france italy spain poland hungary austria netherlands belgium greece russia ukraine turkey syria china switzerland sweden denmark czechia romania israel usa uk'.split(
    ' ',
  ),
);
const weakConcepts = new Set(['eu', 'party', 'government', 'president', 'minister', 'parliament', 'germany']);
// Concepts that name one kind of event precisely, in either language: two close reports of a snap election in one
// country tell one news, as two reports naming one person would.
const eventConcepts = new Set(['snap_election']);
const conceptWeight = (c: string) =>
  eventConcepts.has(c) ? 1 : cityConcepts.has(c) ? 0.7 : weakConcepts.has(c) ? 0.2 : 0.5;

const memo = new WeakMap<Article, Weighted>();

/**
 * A headline's kicker („Israel-Gaza-Krieg: …“) mostly names the running theme, not the news: it counts little.
 */
const splitKicker = (title: string): [string, string] => {
  const m = /^([^:]{1,60}):\s+(.+)$/u.exec(title);
  return m && m[1].trim().split(/\s+/).length <= 4 ? [m[1], m[2]] : ['', title];
};

/**
 * What a report names — names and nouns (language-independent keys), places, numbers, concepts — weighted: its
 * headline says what the news is (full weight), its teaser adds background (half).
 */
export function newsKeys(a: Article): Weighted {
  const cached = memo.get(a);
  if (cached) return cached;
  const keys: Weighted = new Map();
  const put = (k: string, w: number) => keys.set(k, Math.max(keys.get(k) ?? 0, w));
  const [kicker, headline] = splitKicker(a.title);
  for (const [text, part] of [
    [headline, 1],
    [a.description, 0.5],
    [kicker, 0.3],
  ] as const) {
    for (const t of tokenize(text)) {
      const capital = /^\p{Lu}/u.test(t.raw) && (!t.sentenceStart || part !== 0.5);
      if (!(capital || isAcronym(t.raw)) || t.raw.length < 3 || isStopword(t.lower, a.language)) continue;
      // A place counts once, as a place (below); a first name is half of a name already counted.
      if (countriesIn(t.raw).length || firstNames.has(t.raw)) continue;
      if (cityConcepts.has(conceptOfWord(t.raw, a.language) ?? '')) continue;
      // Nouns and names meet in their German stem in any language („Neuwahlen“ and „Neuwahl“, „Frederiksen“ in a
      // German and an English report); acronyms keep their form.
      const k = isAcronym(t.raw) ? entityKey(t.raw) : fold(stem(entityKey(t.raw).toLowerCase(), 'de'));
      put(`e:${k}`, part * (genericNames.has(k) || genericNouns.has(t.lower) ? 0.3 : 1));
    }
    // Places are cheap evidence: two reports from the same war zone share two of them.
    for (const code of countriesIn(text)) put(`p:${code}`, part * (code === 'de' && a.language === 'de' ? 0.3 : 0.7));
    for (const n of extractNumbers(text)) put(`n:${n}`, part);
    // „vier Geiseln“ and „four hostages“ state the same number.
    for (const t of tokenize(text)) if (numberWords[t.lower]) put(`n:${numberWords[t.lower]}`, part);
    for (const k of articleTerms({
      ...a,
      title: part === 1 ? text : '',
      description: part === 1 ? '' : text,
    }).shared.keys())
      if (k.startsWith('c:') && !placeConcepts.has(k.slice(2))) put(k, part * conceptWeight(k.slice(2)));
  }
  memo.set(a, keys);
  return keys;
}

/** How much two reports share (sum of the weaker side's weights of shared keys). */
export function sharedWeight(a: Article, b: Article): number {
  const ka = newsKeys(a);
  const kb = newsKeys(b);
  let sum = 0;
  for (const [k, w] of ka) {
    const o = kb.get(k);
    if (o !== undefined) sum += Math.min(w, o);
  }
  return sum;
}

/** What two close reports of one news share at least (a name and one more thing). */
export const sameNewsWeight = 1.75;

/** Reports further apart than this need more in common to be the same news. */
const closeHours = 36;

/**
 * Whether a report tells the same news as the lead: within half a day a name and one more thing in common
 * suffice, within a day and a half two things, later three.
 */
export function sameNews(lead: Article, a: Article): boolean {
  if (a === lead) return true;
  const hours = Math.abs(Date.parse(a.publishedAt) - Date.parse(lead.publishedAt)) / 3_600_000;
  return sharedWeight(lead, a) >= (hours <= 12 ? sameNewsWeight : hours <= closeHours ? 2 : 3);
}

/**
 * The lead of a topic: of the German reports of the anchor's news that are current (within a day and a half of
 * the newest one), the one that shares most with the others — the news as it stands, told centrally.
 */
export function currentLead(anchor: Article, articles: Article[], isLeadworthy: (a: Article) => boolean): Article {
  const core = newsCore(anchor, articles);
  // Candidates tell the anchor's news itself (not a side piece that shares two words with it) as a report.
  const german = core.filter(
    (a) => a.language === 'de' && isLeadworthy(a) && (a === anchor || sharedWeight(anchor, a) >= 3),
  );
  if (!german.length) return anchor;
  const newest = Math.max(...german.map((a) => Date.parse(a.publishedAt)));
  const current = german.filter((a) => newest - Date.parse(a.publishedAt) <= closeHours * 3_600_000);
  const centrality = (a: Article) => core.reduce((sum, o) => (o === a ? sum : sum + sharedWeight(a, o)), 0);
  return current.reduce((best, a) => (centrality(a) > centrality(best) ? a : best), current[0]);
}

/** The lead and the story's reports of the same news, newest first. */
export function newsCore(lead: Article, articles: Article[]): Article[] {
  return [lead, ...articles.filter((a) => a !== lead && sameNews(lead, a))].sort((x, y) =>
    y.publishedAt.localeCompare(x.publishedAt),
  );
}
