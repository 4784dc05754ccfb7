/**
 * The extractive caption's draft: hook and facts from the German reports of the topic's one news, opened by the
 * headline's claim when the sentences miss it. finish.ts makes it publishable.
 */
import { outletInText } from '../../../../../shared/outlet-name';
import { countriesIn } from '../../europe';
import { conceptOfWord, conceptsOf } from '../../text/aliases';
import { extractNumbers } from '../../text/entities';
import { fold, stem } from '../../text/stem';
import { isStopword } from '../../text/stopwords';
import { tokenize } from '../../text/tokenize';
import type { Article } from '../../types';
import type { CaptionDraft, Stated } from './draft';
import {
  finished,
  hookAndFacts,
  hookLimit,
  isOpinionOrFormat,
  maxFacts,
  perpetratorLabel,
  presumption,
  sameFact,
} from './facts';
import { storyNamePredicate } from './finish';
import { currentLead, newsCore } from './news-core';
import { anaphor, hasFiniteVerb } from './sentence-rules';
import { headlineClaim, openingClaim } from './headline';
import { germanTypography, innerQuotes } from './typography';

const contentStems = (text: string) =>
  new Set(
    tokenize(text)
      .filter((t) => t.lower.length >= 4 && !isStopword(t.lower, 'de') && !/^\d+$/.test(t.lower))
      .map((t) => fold(stem(t.lower, 'de')).slice(0, 5)),
  );

/**
 * Words a teaser uses for its headline's („senkt“ – „reduziert“, „grünes Licht“ – „genehmigt“). Only for telling
 * a retelling of the headline here; the story-wide concepts (text/aliases.ts) name things, these name acts.
 */
const sameAct: string[][] = [
  ['senkt', 'senken', 'gesenkt', 'reduziert', 'reduzieren', 'kürzt', 'kürzen', 'senkung', 'drosselt'],
  ['erhöht', 'erhöhen', 'anhebt', 'anheben', 'hebt', 'steigt', 'erhöhung'],
  ['genehmigt', 'billigt', 'erlaubt', 'licht', 'zustimmung', 'stimmt', 'grünes', 'freigabe'],
  ['gespräche', 'verhandlungen', 'verhandeln', 'gespräch'],
  ['lehnt', 'ablehnung', 'weist', 'zurückgewiesen', 'abgelehnt', 'scheitert'],
  ['einigen', 'einigt', 'einigung', 'geeinigt', 'verständigt', 'beschließen', 'beschließt', 'beschlossen'],
];
const actOf = new Map(sameAct.flatMap((group, i) => group.map((w) => [w, `a:${i}`])));

/** A word in comparable units: its stem's start, its story-wide concept, its act. */
function wordKeys(token: { raw: string; lower: string }): string[] {
  const concept = conceptOfWord(token.raw, 'de');
  const act = actOf.get(token.lower);
  return [fold(stem(token.lower, 'de')).slice(0, 5), ...(concept ? [`c:${concept}`] : []), ...(act ? [act] : [])];
}

/**
 * A sentence that tells the headline again in other words („EZB senkt erstmals seit 2019 die Zinsen“ – „Die
 * Europäische Zentralbank reduziert die Zinsen“): most of the headline's words, their concepts or acts, and no
 * number of its own.
 */
function retellsClaim(claim: string, text: string): boolean {
  const claimNumbers = new Set(extractNumbers(claim));
  if (extractNumbers(text).some((n) => !claimNumbers.has(n))) return false;
  return coversClaim(claim, text);
}

/** Most of the headline's words, their concepts or acts, in the sentence, which may say more. */
function coversClaim(claim: string, text: string): boolean {
  const tokens = tokenize(text);
  // Phrases name concepts too („Europäische Zentralbank“).
  const phrases = conceptsOf(
    tokens.map((t) => fold(stem(t.lower, 'de'))),
    'de',
  ).map((c) => `c:${c}`);
  const have = new Set([...tokens.flatMap(wordKeys), ...phrases]);
  const units = tokenize(claim).filter(
    (t) => t.lower.length >= 4 && !isStopword(t.lower, 'de') && !/^\d+$/.test(t.lower),
  );
  if (units.length === 0) return false;
  const covered = units.filter((t) => wordKeys(t).some((k) => have.has(k)));
  return covered.length / units.length >= 0.6;
}

/**
 * The headline's core in the sentence: each of its names (people, parties, institutions; not a country, which a
 * headline adds as a place or an adjective, „Italiens“) and each of its lower-case words, the act („Salvini
 * freigesprochen“ in „Lega-Chef Matteo Salvini … ist vom Gericht von Palermo … freigesprochen worden“). Roles and
 * other nouns („Vize-Ministerpräsident“) may be told otherwise.
 */
function coversCore(claim: string, text: string, isName: (word: string) => boolean): boolean {
  const claimTokens = tokenize(claim).filter(
    (t) => t.lower.length >= 4 && !isStopword(t.lower, 'de') && !/^\d+$/.test(t.lower),
  );
  const names = claimTokens.filter((t) => /^\p{Lu}/u.test(t.raw) && isName(t.raw) && countriesIn(t.raw).length === 0);
  const acts = claimTokens.filter((t) => /^\p{Ll}/u.test(t.raw));
  if (names.length === 0 || acts.length === 0) return false;
  const have = new Set(tokenize(text).flatMap(wordKeys));
  return [...names, ...acts].every((t) => wordKeys(t).some((k) => have.has(k)));
}

/** „Was der EU-Schweiz-Deal für Reisende verändern könnte“: a teaser's question, not a claim. */
const interrogative = /^(?:Wie|Was|Warum|Wer|Wo|Wann|Welche\p{L}*|So)\s/u;

/** A headline that states news: a report (no opinion, digest or format), no question, no reader address. */
export function isLeadworthy(a: Article): boolean {
  const claim = headlineClaim(a.title);
  return (
    !isOpinionOrFormat(a) &&
    !/\?\s*$/.test(a.title) &&
    !/(?<!\p{L})(?:Sie|Ihr|Ihre|Ihren|Ihnen)(?!\p{L})/u.test(a.title) &&
    !interrogative.test(claim) &&
    hasFiniteVerb(claim)
  );
}

/**
 * Whether the caption's sentences carry the headline's news: its numbers, and most of its words. A headline
 * that states news and is not carried opens the caption (extractiveDraft).
 */
function headlineMissing(lead: Article, stated: Stated[]): boolean {
  const claim = headlineClaim(lead.title);
  if (stated.some((s) => sameFact(s.text, claim))) return false;
  const text = stated.map((s) => s.text).join(' ');
  if (extractNumbers(claim).some((n) => !text.includes(n))) return true;
  // A quoted word is the headline's point („Robert Fico »vergibt« Angreifer“).
  const quoted = [...claim.matchAll(/[»„"“]([^«“”"]{2,40})[«“”"]/gu)].map((m) => m[1].toLowerCase());
  if (quoted.some((q) => !text.toLowerCase().includes(q))) return true;
  const wanted = contentStems(claim);
  if (wanted.size === 0) return false;
  const have = contentStems(text);
  return [...wanted].filter((w) => have.has(w)).length / wanted.size < 0.6;
}

/** The draft around the anchor's news; its lead is that news' current central report. */
export function extractiveDraft(anchor: Article, articles: Article[], regionalTerms: string[] = []): CaptionDraft {
  const lead = currentLead(anchor, articles, isLeadworthy);
  const core = newsCore(lead, articles);
  const german = core.filter((a) => a.language === 'de');
  // Foreign reports cannot be quoted here, but they date the story (one of the same news shares too few words
  // with a German lead to count as its core): a day announced before their time has come.
  const newest = articles.reduce((a, b) => (b.publishedAt > a ? b.publishedAt : a), lead.publishedAt);
  const { hook, facts, opinion, notes } = hookAndFacts(lead, german, storyNamePredicate(core), newest);
  const all = [hook, ...facts];
  const claimText = headlineClaim(lead.title);
  const unfair = perpetratorLabel.test(claimText) && !presumption.test(claimText);
  let opening = hook;
  // A headline that states news (a live blog's too: „++ Russland meldet Einnahme … ++“), not a teaser's question.
  const statesNews = hasFiniteVerb(claimText) && !/\?\s*$/.test(claimText) && !interrogative.test(claimText);
  // The news leads: when neither the hook nor the sentence after it tells the headline's news („Wochenlang
  // mussten 2019 Migranten … ausharren“, then the minister's ban, and only third „… Salvini freigesprochen“),
  // the headline opens and the sentences that only retell it go.
  const missing = headlineMissing(lead, all);
  const late = !missing && headlineMissing(lead, all.slice(0, 2));
  if (statesNews && !unfair && (missing || late)) {
    const claim = germanTypography(claimText);
    const openingText = germanTypography(openingClaim(lead.title));
    if (openingText.length < hookLimit) {
      // The headline's news opens the caption, the old opening elaborates it: a report's own order, and no
      // quoted headline after a hook that says the same in other words.
      opening = { text: finished(openingText), role: 'hook', sources: [{ article: lead, sentence: lead.title }] };
      facts.unshift({ ...hook, role: 'fact' });
      // What only retells the headline goes: the caption would say it twice.
      const claimNumbers = new Set(extractNumbers(claimText));
      const retells = (f: Stated) =>
        (late && !headlineMissing(lead, [f]) && extractNumbers(f.text).every((n) => claimNumbers.has(n))) ||
        retellsClaim(claimText, f.text);
      facts.splice(0, facts.length, ...facts.filter((f) => !retells(f)));
      if (facts.length > maxFacts) facts.pop();
    } else if (missing) {
      // Last, so it never stands between a sentence and the one that continues it; it replaces the last fact.
      if (facts.length >= maxFacts) facts.pop();
      facts.push({
        text: `„${innerQuotes(claim)}“, titelt ${/^(DER|DIE|DAS) /.test(lead.source) ? lead.source.replace(/^(\S+)/, (a) => a.toLowerCase()) : outletInText(lead.source)}.`,
        role: 'fact',
        sources: [{ article: lead, sentence: lead.title }],
        own: true,
      });
    }
  }
  // A report's sentence that tells the headline's news with more of it (who, how much) opens instead of the
  // headline, which would otherwise say the same first (rubric class 6).
  if (opening.sources.some((x) => x.sentence === lead.title)) {
    const isName = storyNamePredicate(core);
    const fuller = facts.find(
      (f) =>
        !f.own &&
        f.text.length <= fullerHookLimit &&
        (coversClaim(claimText, f.text) || coversCore(claimText, f.text, isName)) &&
        !anaphor(f.text, isName),
    );
    if (fuller) {
      opening = { ...fuller, role: 'hook' };
      facts.splice(facts.indexOf(fuller), 1);
    }
  }
  return { generator: 'extractive', lead, core, hook: opening, facts, opinion, notes, regionalTerms, story: articles };
}

/** A report's sentence that tells the whole news is worth a longer opening than a hook of our own. */
const fullerHookLimit = 240;
