/**
 * Hook and facts of an extractive caption, from the German reports of the topic's one news: the newest reports
 * lead, sentences stay in their teaser's order when one refers back to the one before, and nothing stale,
 * superseded, fragmentary or repeated gets in. Every sentence keeps the article and the sentence it comes from.
 */
import { berlinDate } from '../../../../../shared/dates';
import { countriesIn } from '../../europe';
import { extractNumbers } from '../../text/entities';
import { fold, stem } from '../../text/stem';
import { isStopword } from '../../text/stopwords';
import { splitSentences, tokenize } from '../../text/tokenize';
import type { Article } from '../../types';
import { shortenAtClause } from '../shorten';
import { openingClaim } from './headline';
import { anaphor, resolvedBy, speakerMissing, statementProblem } from './sentence-rules';
import { absoluteDates } from './time-words';
import { germanTypography, innerQuotes } from './typography';
import { outletInText } from '../../../../../shared/outlet-name';
import type { CaptionNote, Stated } from './draft';

/** Opinion, live-blog and media formats make poor leads: their titles and teasers are not the news. */
const formatPattern =
  /\b(kolumne|kommentar|meinung|leitartikel|analyse|interview|liveblog|newsblog|ticker|podcast|video|die lage|newsletter|briefing|der morgen|der abend|der tag|am morgen|am abend|livestream|live-stream|spiegel tv|opinion|comment|analysis|live)\b/i;
// A digest („News: G7, Ukraine, Lindner, Fußball-EM“, „Die Lage am Morgen“): several news in one teaser.
const digestPattern = /^(?:News|Nachrichten|Die Lage|Der Morgen|Der Abend|Der Tag|Morning|Evening)\b|:[^:]*,[^:]*,/i;
const opinionPattern = /\b(kolumne|kommentar|meinung|leitartikel|opinion|comment)\b/i;

export const isOpinionOrFormat = (a: Article) => formatPattern.test(a.title) || digestPattern.test(a.title);
export const isOpinion = (a: Article) => opinionPattern.test(a.title);

export const hookLimit = 125;
export const maxFacts = 4;
/** Facts come from reports at most this much older than the topic's newest report: one state of the news. */
const currentHours = 30;
/** Plans, expectations and open questions of a report this much older than the newest are superseded. */
const supersededHours = 3;

// A plan, an expectation or an open question: true when written, overtaken once a newer report exists.
const expectation =
  /(?<!\p{L})(?:wohl|voraussichtlich|dürfte\p{L}*|könnte\p{L}*|soll|sollen|will|wollen|plant|planen|geplant\p{L}*|erwartet\p{L}*|bevorstehend\p{L}*|vor dem Gipfel|unklar|nicht klar|zunächst|offen|ungewiss|noch nicht bekannt|Entwurf|angestrebt\p{L}*)(?!\p{L})/u;

interface Candidate {
  article: Article;
  index: number;
  /** The sentence as the article has it. */
  source: string;
  /** Ready for the caption: German typography, absolute dates. */
  text: string;
  /** The day after the report's own that the sentence announces (time-words.ts). */
  announces?: string;
}

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );
/** Two sentences that say the same thing: most words of the shorter one stand in the other. */
export function sameFact(a: string, b: string): boolean {
  const x = words(a);
  const y = words(b);
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  if (small.size === 0) return false;
  return [...small].filter((w) => large.has(w)).length / small.size >= 0.4;
}

// A currency is no place: „50 Milliarden US-Dollar“ does not make a sentence about the United States.
const withoutCurrencies = (text: string) => text.replace(/(?<!\p{L})\p{Lu}{2,3}-Dollar/gu, 'Dollar');

/** Names, nouns (five-letter stems), numbers and places of a sentence, for „is it about the lead's news?“. */
function sentenceKeys(sentence: string): Set<string> {
  const keys = new Set<string>();
  const text = withoutCurrencies(sentence);
  for (const t of tokenize(text)) {
    if (countriesIn(t.raw).length) continue;
    if (/^\p{Lu}/u.test(t.raw) && t.raw.length >= 4 && !isStopword(t.lower, 'de') && !genericNoun.test(t.lower)) {
      keys.add(fold(t.raw).slice(0, 5));
      // German compounds share their head: „Kernreaktor“ and „Atomreaktor“, „Beitrittsgespräche“ and
      // „Gesprächen“ (the head of the stem, so an inflection ending does not hide it).
      if (t.raw.length >= 8) keys.add(`s:${fold(stem(t.lower, 'de')).slice(-6)}`);
    }
  }
  for (const n of extractNumbers(text)) keys.add(`n:${n}`);
  for (const code of countriesIn(text)) keys.add(`p:${code}`);
  return keys;
}
const genericNoun =
  /^(?:jahr|jahre|jahren|woche|wochen|menschen|leute|prozent|millionen|milliarden|euro|regierung|land|länder|zeit|ende|angaben|kritik|politik|partei|parteien|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$/u;

// A person called perpetrator without the presumption of innocence (editorial rubric, class 13).
export const perpetratorLabel =
  /(?<!\p{L})(?:Todesfahrer\p{L}*|Attentäter\p{L}*|Amokfahrer\p{L}*|Amokläufer\p{L}*|Mörder\p{L}*|Täter|Terrorist\p{L}*|Messerangreifer\p{L}*)(?!\p{L})/u;
export const presumption =
  /(?<!\p{L})(?:mutmaßlich\p{L}*|Verdächtig\p{L}*|Tatverdächtig\p{L}*|soll|sollen|angeblich)(?!\p{L})/u;

// A connective among a sentence's first words („Der Entscheid muss allerdings einstimmig fallen – Ungarn bremst“,
// „Die SPD erleidet demnach …“) ties it to the sentence before: the same news, even where it names a new country.
const cohesion =
  /^(?:\S+\s+){0,4}(?:allerdings|aber|doch|jedoch|zudem|außerdem|demnach|damit|dabei|dadurch|deshalb|daher|somit|folglich|ebenfalls|wiederum|hingegen|dagegen)(?!\p{L})/iu;
const cohesive = (text: string) => cohesion.test(text);

export const finished = (s: string) => (/[.!?]["“”«»]?$/u.test(s) ? s : `${s}.`);

/**
 * The news before a teaser's cliffhanger („Nun äußerte sich Robert Fico erstmals nach dem Attentat – und sagte, wann
 * er sein Amt wieder ausüben möchte.“): the part before the last dash, when it is a statement of its own.
 */
function beforeCliffhanger(sentence: string): string | null {
  const dash = Math.max(sentence.lastIndexOf(' – '), sentence.lastIndexOf(' - '));
  if (dash < 0) return null;
  const head = `${sentence.slice(0, dash).trim()}.`;
  return statementProblem(head) ? null : head;
}

/** The teaser's sentences that can stand in a caption, with why the others cannot. */
function candidatesOf(article: Article, notes: CaptionNote[], topicDate: string): Candidate[] {
  const out: Candidate[] = [];
  splitSentences(article.description).forEach((raw, index) => {
    const source = raw.trim();
    const problem = statementProblem(source);
    const statement = problem === 'indirekte Frage' ? beforeCliffhanger(source) : problem ? null : source;
    if (!statement) return void notes.push({ sentence: source, outlet: article.source, reason: problem! });
    const dated = absoluteDates(germanTypography(statement), article.publishedAt, topicDate);
    if (dated.stale.length)
      return void notes.push({ sentence: source, outlet: article.source, reason: `Zeitangabe „${dated.stale[0]}“` });
    out.push({
      article,
      index,
      source,
      text: finished(dated.text),
      ...(dated.announces ? { announces: dated.announces } : {}),
    });
  });
  return out;
}

export interface HookAndFacts {
  hook: Stated;
  facts: Stated[];
  opinion: Stated | null;
  notes: CaptionNote[];
}

/**
 * The hook (the newest report's opening that fits 125 characters and is not its headline) and up to four facts:
 * one round per outlet, newest report first, each teaser's sentences in order; a sentence that refers back
 * („Er soll …“, „der Top-Diplomat“) or reports speech without its speaker only right after the sentence it
 * continues. At most one commentary on the same news, as the outlet's opinion.
 */
export function hookAndFacts(
  lead: Article,
  german: Article[],
  isName: (w: string) => boolean,
  /** The newest report of the story in any language (ISO time): a day announced before it has come. */
  newestReport?: string,
): HookAndFacts {
  const notes: CaptionNote[] = [];
  const reports = german.filter((a) => !isOpinionOrFormat(a));
  const pool = reports.length ? reports : [lead];
  const newest = Math.max(...pool.map((a) => Date.parse(a.publishedAt)));
  const topicDate = new Date(newest).toISOString().slice(0, 10);
  const byArticle = new Map(pool.map((a) => [a, candidatesOf(a, notes, topicDate)]));
  const age = (a: Article) => (newest - Date.parse(a.publishedAt)) / 3_600_000;

  // What the lead's headline and opening are about: a sentence of another report must share some of it.
  const leadKeys = sentenceKeys(`${lead.title}. ${splitSentences(lead.description)[0] ?? ''}`);
  // A country named as a place („ein Youtuber aus Zypern“) or a new name brings a new subject; an adjective
  // („eingefrorener russischer Vermögen“) or a currency („50 Milliarden US-Dollar“) only qualifies the lead's.
  const bringsNewSubject = (text: string) =>
    tokenize(withoutCurrencies(text)).some((t) => {
      if (!/^\p{Lu}/u.test(t.raw)) return false;
      const places = countriesIn(t.raw);
      if (places.length) return places.some((code) => !leadKeys.has(`p:${code}`));
      return !t.sentenceStart && isName(t.raw) && !leadKeys.has(fold(t.raw).slice(0, 5));
    });
  const aboutLead = (text: string) => {
    const keys = sentenceKeys(text);
    const shared = [...keys].filter((k) => leadKeys.has(k));
    return shared.some((k) => !k.startsWith('p:')) || shared.length >= 2;
  };
  const newestDay =
    newestReport && newestReport > new Date(newest).toISOString() ? berlinDate(new Date(newestReport)) : topicDate;
  const overtaken = (c: Candidate) => c.announces !== undefined && c.announces <= newestDay;
  const placed: Candidate[] = [];
  /** No sentence could open the caption: the headline does, and the lead's opening may elaborate it. */
  let headlineHook = false;
  const placedText = () => placed.map((c) => c.text).join(' ');
  const fits = (c: Candidate, asHook: boolean) => {
    const previous = placed.at(-1);
    const continued = previous?.article === c.article && previous.index === c.index - 1;
    // The headline standing in as hook is elaborated, not repeated, by the lead's opening.
    if (placed.some((p) => sameFact(p.text, c.text)) && !(headlineHook && placed.length === 0)) return 'doppelt';
    if (age(c.article) > supersededHours && expectation.test(c.source)) return 'überholt';
    // What a report announced for a day that has come by the newest report („beraten ab Donnerstag, 13. Juni“
    // of 12 June, when the newest report is of 15 June) is the newest reports' to tell.
    if (overtaken(c)) return 'überholt';
    const back = anaphor(c.text, isName);
    if (back && !continued && !resolvedBy(back, placedText())) return `Bezug fehlt („${back.word}“)`;
    // A sentence of another report must be about the lead's news. One that continues its teaser stays with it,
    // unless it brings in a place or name the lead's news does not have and shares nothing with it
    // („Eigentlich stellt sich ein Youtuber aus Zypern …“ after Macron's snap election).
    if (!continued && c.article !== lead && !aboutLead(c.text)) return 'andere Nachricht';
    if (continued && !back && !aboutLead(c.text) && bringsNewSubject(c.text) && !cohesive(c.text))
      return 'andere Nachricht';
    if (perpetratorLabel.test(c.text) && !presumption.test(c.text)) return 'Presserecht: Täter ohne „mutmaßlich“';
    if (!continued && speakerMissing(c.text, isName)) return 'Sprecher fehlt';
    if (asHook && (c.text.length > hookLimit || c.text.toLowerCase().startsWith(c.article.title.toLowerCase())))
      return 'zu lang für den Anfang';
    return null;
  };

  // Newest reports first; within a report its teaser's order.
  const ordered = [...pool].sort((x, y) => y.publishedAt.localeCompare(x.publishedAt));
  // The lead's opening states the headline's news; then the newest reports' openings.
  const hookCandidates = [lead, ...ordered.filter((a) => a !== lead)]
    .filter((a) => byArticle.has(a))
    .flatMap((a) => byArticle.get(a)!.filter((c) => c.index === 0));
  let hook: Candidate | undefined = hookCandidates.find((c) => fits(c, true) === null);
  if (!hook) {
    // No opening fits: the newest opening shortened at a clause boundary, if that keeps a statement.
    for (const c of hookCandidates.filter((x) => !overtaken(x))) {
      // Cut the sentence as written, then date it: a cut must never fall inside „am Sonntag, 9. Juni,“.
      const short = shortenAtClause(germanTypography(c.source).replace(/[.!?]$/, ''), hookLimit - 12);
      if (short.cut !== 'clause') continue;
      const dated = absoluteDates(short.text, c.article.publishedAt, topicDate);
      const text = finished(dated.text);
      if (dated.stale.length || text.length > hookLimit || statementProblem(text, { min: 30, max: hookLimit }))
        continue;
      if (anaphor(text, isName) || speakerMissing(text, isName)) continue;
      hook = { ...c, text };
      break;
    }
  }
  if (hook) placed.push(hook);
  headlineHook = !hook;

  const facts: Candidate[] = [];
  const outlets = [...new Set(ordered.map((a) => a.source))];
  const take = (c: Candidate) => {
    const why = fits(c, false);
    if (why) {
      notes.push({ sentence: c.source, outlet: c.article.source, reason: why });
      return false;
    }
    placed.push(c);
    facts.push(c);
    return true;
  };
  // Each report is read from its start (the hook's from after the hook) as far as its sentences hold together.
  const cursor = new Map(pool.map((a) => [a, a === hook?.article ? hook.index + 1 : 0]));
  const readOn = (article: Article, max: number) => {
    let taken = 0;
    for (const c of byArticle.get(article)!) {
      if (c.index < cursor.get(article)! || taken >= max || facts.length >= maxFacts) continue;
      cursor.set(article, c.index + 1);
      if (!take(c)) break;
      taken++;
    }
    if (taken < max) cursor.set(article, Infinity);
  };
  // The hook's own teaser continues first (one sentence): it often finishes what the opening began.
  if (hook) readOn(hook.article, 1);
  // Then one report per outlet per round, newest first, up to two sentences each.
  for (let round = 0; facts.length < maxFacts && round < 4; round++) {
    for (const outlet of outlets) {
      const open = ordered.filter((a) => a.source === outlet && cursor.get(a)! < Infinity && age(a) <= currentHours);
      if (open[0]) readOn(open[0], 2);
    }
  }

  const stated = (c: Candidate, role: Stated['role']): Stated => ({
    text: c.text,
    role,
    sources: [{ article: c.article, sentence: c.source }],
  });
  return {
    hook: hook
      ? stated(hook, 'hook')
      : {
          // Nothing fits: the headline as our own sentence (it is the news, told by the lead's outlet).
          text: finished(germanTypography(shortenAtClause(openingClaim(lead.title), hookLimit - 1).text)),
          role: 'hook',
          sources: [{ article: lead, sentence: lead.title }],
        },
    facts: facts.map((c) => stated(c, 'fact')),
    opinion: commentary(german, placed, isName),
    notes,
  };
}

/** The first commentary on this news whose opening can stand alone: quoted as the outlet's opinion. */
function commentary(german: Article[], placed: Candidate[], isName: (w: string) => boolean): Stated | null {
  for (const a of german.filter(isOpinion)) {
    const sentence = splitSentences(a.description)[0];
    if (!sentence || statementProblem(sentence, { min: 40, max: 200 })) continue;
    if (anaphor(sentence, isName) || speakerMissing(sentence, isName)) continue;
    const text = innerQuotes(germanTypography(sentence)).replace(/[.!]$/, '');
    if (placed.some((p) => sameFact(p.text, text))) continue;
    return {
      text: `„${text}“, heißt es in einem Kommentar (${outletInText(a.source)}).`,
      role: 'opinion',
      sources: [{ article: a, sentence }],
    };
  }
  return null;
}
