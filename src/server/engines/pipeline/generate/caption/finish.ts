/**
 * The one place where a caption becomes publishable, whichever generator proposed it (extractive or LLM):
 * German typography and absolute dates, no sentence that cannot stand alone, nothing twice, outlets named in the
 * text, a „why it matters“ line only from the topic's EU angle, a closing that fits the story, hashtags that
 * name it, the sources line from the outlets cited — and the defects and readiness the result still has.
 */
import { berlinDate } from '../../../../../shared/dates';
import type { CaptionReview } from '../../../../../shared/caption-review';
import { outletInText } from '../../../../../shared/outlet-name';
import type { Voice } from '../../../../../shared/voice';
import { euAngle, type EuAngle } from '../../eu-angle';
import { countriesIn } from '../../europe';
import { extractNumbers, isAcronym } from '../../text/entities';
import { splitSentences, tokenize } from '../../text/tokenize';
import type { Article } from '../../types';
import { hasAttribution, hookNeedsOutlet, namesOutlet, withOutlets } from './attribution';
import { callToEngage, chooseClosing } from './closings';
import { findDefects, readinessOf, type ReviewedSentence } from './defects';
import type { CaptionDraft, CaptionNote, Stated } from './draft';
import { isStopword } from '../../text/stopwords';
import { hookLimit, isOpinionOrFormat, sameFact } from './facts';
import { nameVocabulary } from './grounding';
import { captionHashtags, names } from './hashtags';
import { anaphor, resolvedBy, speakerMissing, statementProblem, unspokenDemand } from './sentence-rules';
import { storyType, type StoryType } from './story-type';
import { absoluteDates, months, weekdays } from './time-words';
import { germanTypography } from './typography';
import { joinGerman } from './join';
import type { CaptionSentence } from './types';
import { asOurWhy, whySentence } from './why';

export const captionLength = { min: 400, max: 1500 } as const;
/**
 * Room a why line takes in a caption of `captionLength.min`: the reports' material is measured without it, since
 * it is our general sentence, not theirs — so whether a story has enough to say does not change with it.
 */
const whyRoom = 150;
export const regionalLine = 'Auch unsere Region ist betroffen';

const angleEmoji: Record<EuAngle['kind'], string> = {
  accession: '🤝',
  court: '⚖️',
  law: '⚖️',
  ecb: '💶',
  euro: '💶',
  trade: '🚢',
  sanctions: '🛡️',
  asylum: '🧭',
  schengen: '🧭',
  'eu-election': '🗳️',
  parliament: '🏛️',
  commission: '🏛️',
  council: '🏛️',
  territory: '🗺️',
  'member-government': '🗳️',
};

/** The voice's emoji for the hook: none after deaths or violence, the angle's otherwise. */
const emojiFor = (angle: EuAngle | null, type: StoryType) =>
  type === 'deaths' || type === 'violence' ? '' : angle ? angleEmoji[angle.kind] : '📰';

export interface FinishContext {
  voice: Voice;
  /** The week's other captions: their closings and reasons are not repeated. */
  weekCaptions: string[];
}

export interface FinishedCaption {
  text: string;
  sentences: CaptionSentence[];
  hashtags: string[];
  review: CaptionReview;
  angle: EuAngle | null;
  /** The topic's day: the Berlin date of the newest report the caption cites. */
  date: string;
  /** The reports carry too little for a caption of 400 characters, the why line not counted (never padded). */
  thin: boolean;
}

/** Whether a word is a name in this story: an acronym, a place, a name the German reports use, or a word the
 * foreign reports capitalise mid-sentence (English and French nouns are lower-case, names are not). */
export function storyNamePredicate(articles: Article[]): (word: string) => boolean {
  const known = new Set<string>();
  for (const a of articles.filter((x) => x.language !== 'de'))
    for (const t of tokenize(`${a.title}. ${a.description}`))
      if (!t.sentenceStart && /^\p{Lu}/u.test(t.raw)) known.add(t.lower);
  for (const n of names(
    articles.filter((x) => x.language === 'de'),
    1,
  ))
    known.add(n.toLowerCase());
  return (word) => isAcronym(word) || known.has(word.toLowerCase()) || countriesIn(word).length > 0;
}

/** Sentences of foreign reports of the news that carry a number or name the caption does not have. */
function foreignFacts(core: Article[], caption: string, isName: (w: string) => boolean) {
  const out: { outlet: string; url: string; sentence: string }[] = [];
  const captionNumbers = new Set(extractNumbers(caption));
  const captionWords = new Set(tokenize(caption).map((t) => t.lower));
  for (const a of core.filter((x) => x.language !== 'de')) {
    for (const sentence of [a.title, ...splitSentences(a.description)]) {
      const numbers = extractNumbers(sentence).filter((n) => !captionNumbers.has(n));
      const newNames = tokenize(sentence).filter(
        (t) => !t.sentenceStart && /^\p{Lu}/u.test(t.raw) && isName(t.raw) && !captionWords.has(t.lower),
      );
      if (numbers.length || newNames.length >= 2) {
        out.push({ outlet: a.source, url: a.url, sentence });
        break;
      }
    }
    if (out.length >= 3) break;
  }
  return out;
}

const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A function that blanks out whole words matching one of the patterns. */
function wordsStripper(patterns: string[]) {
  if (!patterns.length) return (text: string) => text;
  const words = new RegExp(`(?<!\\p{L})(?:${patterns.join('|')})(?!\\p{L})`, 'giu');
  return (text: string) => text.replace(words, ' ');
}

/**
 * What a sentence says, without who said it and when: two sentences that share „laut tagesschau am Freitag“ and a
 * name are not the same fact („Romanowski bekommt Asyl“, „Romanowski war Vize-Justizminister“).
 */
function attributionStripper(outlets: string[]) {
  const names = [...new Set(outlets.flatMap((o) => [o, outletInText(o)]))].filter(Boolean);
  return wordsStripper([
    ...names.map(escape),
    'laut',
    'zufolge',
    'berichtet\\p{L}*',
    'meldet\\p{L}*',
    'schreibt',
    'schrieb',
    'titelt',
    ...weekdays,
    ...months,
  ]);
}

/** „Und wundert sich …“, „Doch scheiterte …“: a conjunction, then the verb; the subject is the sentence before's. */
const subjectlessClause =
  /^(Und|Aber|Doch|Oder|Sowie)\s+(?=\p{Ll}+(?:t|en|te|ten|st)\s)(?!(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|es|er|sie|wir|ihr|man|auch|nicht|noch|schon|dann|zwar|zudem|jetzt|nun|heute|gestern)\s)/u;

/** Words that qualify a statement: a contrast, a negation, a condition. */
const qualifiers =
  /(?<!\p{L})(?:zugleich|jedoch|allerdings|aber|dennoch|trotzdem|nicht|kein\p{L}*|nie|wäre|wären|würde|würden|hätte|hätten)(?!\p{L})/giu;

/**
 * A model's sentences all tell the headline's news, so its words say nothing about whether two of them say the same:
 * „Stärkste Kraft blieb die Union“ and „Die AfD wurde zweitstärkste Kraft“ under „AfD zweitstärkste Kraft, Union
 * bleibt stärkste Kraft“ are two facts.
 */
function headlineStripper(title: string) {
  return wordsStripper([...new Set(title.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 3))].map(escape));
}

const contentWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3 && !isStopword(w, 'de')),
  );

/** Applies the rules to a draft and lays the caption out. */
export function finishCaption(draft: CaptionDraft, ctx: FinishContext): FinishedCaption {
  const { lead, core } = draft;
  const withoutAttribution = attributionStripper(core.map((a) => a.source));
  const withoutHeadline = headlineStripper(draft.lead.title);
  // A copied sentence often retells another (the headline's news in the teaser's words): most words of the shorter
  // one in the other. A model's sentences each add to its hook, as it is told: one repeats another only when most
  // of its own words beyond the headline's stand in it; a short hook inside a longer fact is no repetition.
  const repeats = (earlier: string, text: string) => {
    if (draft.generator !== 'llm') return sameFact(withoutAttribution(earlier), withoutAttribution(text));
    const own = contentWords(withoutHeadline(withoutAttribution(text)));
    const other = contentWords(withoutHeadline(withoutAttribution(earlier)));
    return own.size > 0 && [...own].filter((w) => other.has(w)).length / own.size >= 0.6;
  };
  // A sentence that brings a name or a number the caption does not have yet tells something new; so does one that
  // qualifies what was said („Fico sagte zugleich, es wäre ein Wunder, wenn er bald zurückkehren würde“ after his
  // plan to return soon): a contrast, a negation or a condition the caption does not have.
  const addsNews = (text: string, before: string) => {
    const known = new Set(tokenize(before).map((t) => t.lower));
    const numbers = new Set(extractNumbers(before));
    return (
      extractNumbers(text).some((n) => !numbers.has(n)) ||
      tokenize(text).some((t) => !t.sentenceStart && isName(t.raw) && !known.has(t.lower)) ||
      (text.match(qualifiers) ?? []).some((q) => !known.has(q.toLowerCase()))
    );
  };
  const notes: CaptionNote[] = [...draft.notes];
  const isName = storyNamePredicate(core);
  const vocabulary = nameVocabulary(core);
  const drop = (s: Stated, reason: string) =>
    notes.push({ sentence: s.text, outlet: s.sources[0]?.article.source, reason });

  // Typography and absolute dates, read from the day of the report each sentence stands on.
  const newestCited = Math.max(
    ...[draft.hook, ...draft.facts].flatMap((s) => s.sources.map((x) => Date.parse(x.article.publishedAt))),
  );
  const topicDate = berlinDate(new Date(newestCited));
  const normalise = (s: Stated): Stated | null => {
    const dated = absoluteDates(germanTypography(s.text), s.sources[0].article.publishedAt, topicDate);
    if (dated.stale.length) {
      drop(s, `Zeitangabe „${dated.stale[0]}“`);
      return null;
    }
    return { ...s, text: dated.text };
  };

  // Sentences that cannot stand alone, or repeat one before them, are left out.
  const kept: Stated[] = [];
  for (const s of [draft.hook, ...draft.facts].map(normalise)) {
    if (!s) continue;
    const previous = kept.at(-1);
    // A sentence continues the one before when both stand on the same report (or, for a model, the same outlet).
    const continued =
      previous?.sources.some((p) =>
        s.sources.some(
          (x) => x.article === p.article || (draft.generator === 'llm' && x.article.source === p.article.source),
        ),
      ) ?? false;
    // „Und wundert sich über seine beiden Ampelpartner.“: a clause whose subject is the sentence before's; it
    // joins that sentence, of the same report, or cannot stand.
    const elided = !s.own && subjectlessClause.exec(s.text);
    const joined =
      elided &&
      previous &&
      `${previous.text.replace(/[.!]$/u, '')} – ${elided[1].toLowerCase()} ${s.text.slice(elided[0].length)}`;
    if (joined && continued && (previous.role !== 'hook' || joined.length <= hookLimit)) {
      kept[kept.length - 1] = { ...previous, text: joined, sources: [...previous.sources, ...s.sources] };
      continue;
    }
    if (elided) {
      drop(s, 'Bezug fehlt („' + elided[1] + '“)');
      continue;
    }
    const before = kept.map((k) => k.text).join(' ');
    const back = s.own ? null : anaphor(s.text, isName, { connectives: draft.generator !== 'llm' });
    const problem = s.own ? null : statementProblem(s.text, { min: 20, max: 400 });
    if (problem && problem !== 'Länge') drop(s, problem);
    else if (!s.own && unspokenDemand(s.text)) drop(s, 'Sprecher fehlt');
    else if (back && !continued && !resolvedBy(back, before)) drop(s, `Bezug fehlt („${back.word}“)`);
    else if (!continued && !s.own && speakerMissing(s.text, isName)) drop(s, 'Sprecher fehlt');
    else if (kept.some((k) => repeats(k.text, s.text)) && !addsNews(s.text, before)) drop(s, 'doppelt');
    else kept.push(s);
  }
  let [hook, ...facts] = kept;
  if (!hook || hook.role !== 'hook') {
    // The hook fell: the next sentence that fits before „mehr“ opens the caption.
    const index = facts.findIndex((f) => f.text.length <= hookLimit);
    const fallback = hook && hook.text.length <= hookLimit ? hook : facts.splice(Math.max(0, index), 1)[0];
    hook = fallback
      ? { ...fallback, role: 'hook' }
      : { text: germanTypography(lead.title), role: 'hook', sources: [{ article: lead, sentence: lead.title }] };
    if (hook === fallback) facts = facts.filter((f) => f !== fallback);
  }

  // Outlets named in the text.
  const outletsOf = (s: Stated) => [...new Set(s.sources.map((x) => x.article.source))];
  // A headline opening the caption is the outlet's claim („Ukraine trifft …“ where the teaser says „wohl“): named.
  const headlineHook = hook.sources.some((x) => x.sentence === x.article.title);
  // A sentence that names no outlet is credited to the report it cites first, the one it tells: a second citation
  // backs a name or a role („Court suspends … Ciotti's expulsion“, then SPIEGEL's „Konservative schließen
  // Parteichef Éric Ciotti aus“), and naming SPIEGEL would credit it with news it never reported.
  const creditOf = (s: Stated) => {
    const all = outletsOf(s);
    return hasAttribution(s.text, all) ? all : all.slice(0, 1);
  };
  hook = headlineHook || hookNeedsOutlet(hook.text) ? { ...hook, text: withOutlets(hook.text, creditOf(hook)) } : hook;
  facts = facts.map((f) => (f.own ? f : { ...f, text: withOutlets(f.text, creditOf(f)) }));
  const opinion = draft.opinion;

  // Why it matters: only from an EU actor or mechanism the reports of this news name.
  const angle = euAngle(
    lead,
    core.filter((a) => !isOpinionOrFormat(a)),
  );
  let why: Stated | null = null;
  // A model that read the reports and saw no EU actor in this news (why: null) is not overruled by a template,
  // except for what no report needs to say: that the place of the news is EU territory (Mayotte).
  if (angle && (draft.why !== null || angle.kind === 'territory')) {
    const text = whySentence(angle, ctx.weekCaptions, lead);
    const ours: Stated | null = text
      ? { text, role: 'context', sources: [{ article: angle.evidence.article, sentence: angle.evidence.sentence }] }
      : null;
    why = draft.why ? { ...draft.why, text: asOurWhy(germanTypography(draft.why.text)) } : ours;
  }

  // The organisation's region, when the reports name one of its terms: a fact about the sources, not a claim.
  const regionalSources = (draft.regionalTerms ?? []).flatMap((term) =>
    core.flatMap((a) =>
      [a.title, ...splitSentences(a.description)]
        .filter((s) => new RegExp(`(?<!\\p{L})${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(s))
        .map((sentence) => ({ article: a, sentence })),
    ),
  );
  const regional: Stated | null = regionalSources.length
    ? {
        text: `${regionalLine}: Die Berichte nennen ${joinGerman(draft.regionalTerms!.slice(0, 3))}.`,
        role: 'context',
        sources: regionalSources.slice(0, 2),
        own: true,
      }
    : null;

  // The closing: the model's unless it breaks the story type's rule; else ours.
  const factText = [lead.title, hook.text, ...facts.map((f) => f.text)].join(' ');
  const type = storyType(lead, core, factText);
  const ours = chooseClosing({
    type,
    angle,
    text: factText,
    news: `${lead.title} ${hook.text}`,
    voice: ctx.voice,
    weekCaptions: ctx.weekCaptions,
  });
  let closing = draft.closing === undefined ? ours : draft.closing;
  if (closing && (type === 'deaths' || type === 'violence') && (/\?/.test(closing) || closing !== ours)) closing = ours;
  if (closing && type === 'rights' && (/\?/.test(closing) || callToEngage.test(closing))) closing = ours;
  if (closing && type === 'vote-before' && /Ergebnis/.test(closing)) closing = ours;
  const ownLine = ctx.voice.closingLine && type !== 'deaths' && type !== 'violence' ? ctx.voice.closingLine : null;

  const stating = (count: number, withOpinion: boolean) => [
    hook,
    ...facts.slice(0, count),
    ...(withOpinion && opinion ? [opinion] : []),
  ];
  const build = (count: number, withOpinion: boolean) => {
    const cited = stating(count, withOpinion);
    const hashtags = captionHashtags({
      headline: lead.title,
      // Tags are German words: an English or French report's sentence would give „#Rally“ or „#PMFico“.
      cited: cited
        .filter((s) => !s.own)
        .flatMap((s) => s.sources.filter((x) => x.article.language === 'de').map((x) => x.sentence)),
      evidence: cited.flatMap((s) => [s.text, ...s.sources.map((x) => x.sentence)]),
      angle,
      fixed: ctx.voice.fixedHashtags,
      proposed: draft.proposedHashtags,
      context: core.map((a) => `${a.title}. ${a.description}`),
      vocabulary,
    });
    // The sources line lists who supplied what the caption states. A model's why line that reports what its
    // citation says (its words or its numbers) counts like a fact; one that explains in our own words supplies no
    // statement the reader sees, so an outlet only it cites is not listed (rubric class 10). An outlet a sentence
    // names („laut POLITICO“) is a source even where it cites another report.
    const reports = (s: Stated) =>
      s.sources.some(
        (x) =>
          sameFact(x.sentence, s.text) || extractNumbers(s.text).some((n) => extractNumbers(x.sentence).includes(n)),
      );
    const sourced = why && draft.why && reports(why) ? [...cited, why] : cited;
    const written = why ? [...cited, why] : cited;
    const named = core.map((a) => a.source).filter((o) => written.some((s) => !s.own && namesOutlet(s.text, o)));
    // The sources line credits what the text credits: a sentence that names its outlet („… ausgesetzt (Le Monde).“)
    // stands for that one, though it cites another report for a name or a role; one that names none, for all.
    const credited = (s: Stated) => {
      const own = outletsOf(s).filter((o) => namesOutlet(s.text, o));
      return own.length ? own : outletsOf(s);
    };
    const outlets = [...new Set([...sourced.flatMap(credited), ...named])];
    const emoji = ctx.voice.emoji ? emojiFor(angle, type) : '';
    const hookText = emoji ? `${emoji} ${hook.text}` : hook.text;
    const text = [
      hookText,
      cited
        .slice(1)
        .map((s) => s.text)
        .join(' '),
      [why?.text, regional?.text].filter(Boolean).join(' '),
      [closing, ownLine].filter(Boolean).join(' '),
      hashtags.join(' '),
      `Quellen: ${outlets.join(', ')}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    return { text, cited, hashtags, outlets };
  };
  let count = facts.length;
  let withOpinion = opinion !== null;
  let built = build(count, withOpinion);
  while (built.text.length > captionLength.max && (withOpinion || count > 1)) {
    if (withOpinion) withOpinion = false;
    else count--;
    built = build(count, withOpinion);
  }

  const toSentence = (s: Stated): CaptionSentence => ({
    text: s.text,
    role: s.role,
    sources: s.sources.map((x) => ({ outlet: x.article.source, url: x.article.url, sentence: x.sentence })),
  });
  const sentences: CaptionSentence[] = [
    ...built.cited.map(toSentence),
    ...(why ? [toSentence(why)] : []),
    ...(regional ? [toSentence(regional)] : []),
    ...[closing, ownLine]
      .filter((x): x is string => Boolean(x))
      .map((text) => ({ text, role: 'closing' as const, sources: [] })),
  ];
  const reviewed: ReviewedSentence[] = [...built.cited, ...(why ? [why] : [])].map((s) => ({
    text: s.text,
    role: s.role,
    own: s.own,
    sources: s.sources.map((x) => ({ article: x.article, outlet: x.article.source, sentence: x.sentence })),
  }));
  const foreign = foreignFacts(core, built.text, isName);
  const defects = findDefects({
    lead,
    core,
    story: draft.story,
    sentences: reviewed,
    closing,
    hashtags: built.hashtags,
    fixedHashtags: ctx.voice.fixedHashtags,
    sourcesLine: built.outlets,
    type,
    angle,
    isName,
    foreignFacts: foreign,
    strictConnectives: draft.generator !== 'llm',
  });
  const newest = Math.max(...built.cited.flatMap((s) => s.sources.map((x) => Date.parse(x.article.publishedAt))));
  return {
    text: built.text,
    sentences,
    hashtags: built.hashtags,
    angle,
    date: berlinDate(new Date(newest)),
    thin: built.text.length - (why?.text.length ?? 0) < captionLength.min - whyRoom,
    review: {
      readiness: readinessOf(defects),
      defects,
      euAngle: angle?.label ?? null,
      foreignFacts: foreign,
      dropped: notes,
    },
  };
}
