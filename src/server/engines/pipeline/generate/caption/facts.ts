import { splitSentences } from '../../text/tokenize';
import type { Article } from '../../types';
import { shortenAtClause } from '../shorten';
import { isAboutTopic, relatedToLead, topicStems } from './topic';
import type { CaptionSentence } from './types';

export { isAboutTopic, topicStems } from './topic';

/** Opinion, live-blog and media formats make poor leads: their titles and teasers are not the news. */
const formatPattern =
  /\b(kolumne|kommentar|meinung|leitartikel|analyse|interview|liveblog|newsblog|ticker|podcast|video|die lage|opinion|comment|analysis|live)\b/i;
const opinionPattern = /\b(kolumne|kommentar|meinung|leitartikel|opinion|comment)\b/i;

export const isOpinionOrFormat = (a: Article) => formatPattern.test(a.title);
export const isOpinion = (a: Article) => opinionPattern.test(a.title);

// Teasers that point to the medium, not the news („Sehen Sie hier …“, „Mehr dazu im Liveblog“).
const mediaPointer =
  /\b(?:(?:Sehen|Hören|Lesen) Sie|im (?:Video|Liveblog|Podcast|Ticker)|hier im Überblick|Mehr dazu)\b/i;

interface Candidate {
  article: Article;
  sentence: string;
  /** The teaser's first sentence: it states the news even without a title word. */
  opening: boolean;
}

const wordsOf = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/\W+/u)
      .filter((w) => w.length > 3),
  );
const nearDuplicate = (a: Set<string>, b: Set<string>) =>
  [...a].filter((w) => b.has(w)).length / Math.max(1, a.size) > 0.6;
const finished = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** A complete statement of usable length that is no question, no cut teaser and no pointer to the medium. */
const usable = (sentence: string) =>
  sentence.length >= 40 &&
  sentence.length <= 260 &&
  !/\?$/.test(sentence) &&
  !/…$|\.\.\.$/.test(sentence) &&
  !mediaPointer.test(sentence);

/**
 * Usable sentences of each article, in article order: complete statements about the lead's topic. With
 * `wholeLead`, every statement of the lead's teaser counts (it is about the lead's news even without a title
 * word), for stories whose other material is too thin.
 */
function candidates(lead: Article, articles: Article[], wholeLead = false): Candidate[] {
  const topic = topicStems(lead.title, lead.language);
  const out: Candidate[] = [];
  for (const a of articles) {
    splitSentences(a.description).forEach((sentence, index) => {
      if (!usable(sentence)) return;
      const opening = a === lead && index === 0;
      if (!opening && !(wholeLead && a === lead) && !isAboutTopic(sentence, topic, a.language)) return;
      out.push({ article: a, sentence, opening });
    });
  }
  return out;
}

const sourceOf = (c: Candidate) => ({ outlet: c.article.source, url: c.article.url, sentence: c.sentence });
const normalised = (s: string) => s.toLowerCase().replace(/\W+/gu, ' ').trim();

export const hookLimit = 125;

/**
 * The news in one sentence that is not the title and fits what Instagram shows before „mehr“ (125 characters):
 * the lead's opening if it fits, else the first report sentence that fits, else the opening shortened at a
 * clause, else the headline without its kicker.
 */
function chooseHook(lead: Article, pool: Candidate[]): { hook: CaptionSentence; used?: Candidate } {
  const title = normalised(lead.title);
  const fits = (c: Candidate) => c.sentence.length <= hookLimit && !normalised(c.sentence).startsWith(title);
  const direct = pool.find((c) => c.opening && fits(c)) ?? pool.find(fits);
  if (direct)
    return { hook: { text: finished(direct.sentence), role: 'hook', sources: [sourceOf(direct)] }, used: direct };
  const opening = pool.find((c) => c.opening) ?? pool[0];
  if (opening) {
    const short = shortenAtClause(opening.sentence.replace(/[.!?]$/, ''), hookLimit - 1);
    if (short.cut === 'clause')
      return { hook: { text: finished(short.text), role: 'hook', sources: [sourceOf(opening)] }, used: opening };
  }
  // A teaser that only asks („Haben die Deutschen einen höheren Lebensstandard …?“): its question, in the
  // outlet's words, says more than the headline repeated.
  const question = splitSentences(lead.description).find(
    (s) => /\?$/.test(s) && s.length >= 30 && s.length <= hookLimit && !mediaPointer.test(s),
  );
  if (question)
    return {
      hook: { text: question, role: 'hook', sources: [{ outlet: lead.source, url: lead.url, sentence: question }] },
    };
  const headline = lead.title.split(/:\s+|\s+[-–]\s+/).at(-1) ?? lead.title;
  return {
    hook: {
      text: finished(shortenAtClause(headline, hookLimit - 1).text),
      role: 'hook',
      sources: [{ outlet: lead.source, url: lead.url, sentence: lead.title }],
    },
  };
}

/**
 * Hook, two to four facts from as many outlets as the story has (round robin over outlets, reports first),
 * and at most one commentary, quoted as the outlet's opinion.
 */
export function hookAndFacts(
  lead: Article,
  articles: Article[],
  maxFacts = 4,
  wholeLead = false,
): { hook: CaptionSentence; facts: CaptionSentence[]; opinion: CaptionSentence | null } {
  const reports = articles.filter((a) => !isOpinionOrFormat(a));
  const ordered = [lead, ...reports.filter((a) => a !== lead)];
  const pool = candidates(lead, ordered);
  const { hook, used } = chooseHook(lead, pool);
  const factPool = wholeLead ? candidates(lead, ordered, true) : pool;
  const isHook = (c: Candidate) => c.article === used?.article && c.sentence === used?.sentence;
  const chosen: Set<string>[] = [wordsOf(hook.text)];
  const facts: CaptionSentence[] = [];
  const byOutlet = new Map<string, Candidate[]>();
  for (const c of factPool)
    if (!isHook(c)) byOutlet.set(c.article.source, [...(byOutlet.get(c.article.source) ?? []), c]);
  // A second outlet's report of the same event (its title shares a word or name with the lead's) speaks even
  // when its teaser words the news differently: its opening sentence states that news. Unrelated articles of a
  // loose cluster never do.
  const isRelated = relatedToLead(lead);
  for (const a of ordered) {
    if (byOutlet.has(a.source) || a.source === lead.source || !isRelated(a)) continue;
    const sentence = splitSentences(a.description)[0];
    if (!sentence || !usable(sentence) || (used?.article === a && used.sentence === sentence)) continue;
    byOutlet.set(a.source, [{ article: a, sentence, opening: true }]);
  }
  // Round robin: one sentence per outlet per round, so a second outlet speaks before the lead's third sentence.
  for (let round = 0; facts.length < maxFacts; round++) {
    let took = false;
    for (const list of byOutlet.values()) {
      if (facts.length >= maxFacts) break;
      const c = list[round];
      if (!c) continue;
      took = true;
      const words = wordsOf(c.sentence);
      if (chosen.some((w) => nearDuplicate(words, w))) continue;
      chosen.push(words);
      facts.push({ text: finished(c.sentence), role: 'fact', sources: [sourceOf(c)] });
    }
    if (!took) break;
  }
  const commentary = articles.filter(isOpinion);
  let opinion: CaptionSentence | null = null;
  for (const a of commentary) {
    const sentence = splitSentences(a.description).find((s) => s.length >= 40 && s.length <= 200 && !/\?$/.test(s));
    if (!sentence || chosen.some((w) => nearDuplicate(wordsOf(sentence), w))) continue;
    opinion = {
      text: `„${sentence.replace(/[.!]$/, '')}“, heißt es in einem Kommentar bei ${a.source}.`,
      role: 'opinion',
      sources: [{ outlet: a.source, url: a.url, sentence }],
    };
    break;
  }
  return { hook, facts, opinion };
}
