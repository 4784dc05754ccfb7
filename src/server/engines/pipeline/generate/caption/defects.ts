/**
 * The defect classes of the editorial rubric that code can detect, found in a finished caption, and the
 * readiness they leave it in. The product shows them on the card; `npm run eval:texts` counts them. A harmful
 * class (stale or superseded time, another story, a false EU claim, a call to engage under deaths, a suspect
 * named by role) never leaves a caption „bereit“.
 */
import type { CaptionDefect, DefectKind, Readiness } from '../../../../../shared/caption-review';
import type { EuAngle } from '../../eu-angle';
import { countriesIn, isMember } from '../../europe';
import { extractNumbers } from '../../text/entities';
import { tokenize } from '../../text/tokenize';
import { outletInText } from '../../../../../shared/outlet-name';
import type { Article } from '../../types';
import { hasAttribution } from './attribution';
import { callToEngage } from './closings';
import { isOpinionOrFormat, perpetratorLabel, presumption, sameFact } from './facts';
import { tagInTexts } from './hashtags';
import { sameNews, sharedWeight } from './news-core';
import { anaphor, resolvedBy, speakerMissing, statementProblem } from './sentence-rules';
import { asksNoQuestion, isSensitive, type StoryType } from './story-type';
import { staleTimeWords } from './time-words';

export interface ReviewedSentence {
  text: string;
  role: 'hook' | 'fact' | 'opinion' | 'context';
  sources: { article?: Article; outlet: string; sentence: string }[];
  /** Our own sentence about the sources: no quoted sentence to check. */
  own?: boolean;
}

export interface ReviewInput {
  lead: Article;
  core: Article[];
  sentences: ReviewedSentence[];
  closing: string | null;
  hashtags: string[];
  fixedHashtags: string[];
  /** The outlets the sources line lists. */
  sourcesLine: string[];
  type: StoryType;
  angle: EuAngle | null;
  isName: (word: string) => boolean;
  /** Foreign reports' sentences with facts the caption lacks. */
  foreignFacts: { outlet: string; sentence: string }[];
  /** All reports of the story; those outside the news core count where they name what the headline names. */
  story?: Article[];
  /** Whether an opening connective („Damit“, „Doch“) needs the sentence it continues (not in a text written whole). */
  strictConnectives?: boolean;
}

/** What a sentence shares with the headline or the hook of its news at least: one name, or a number and a place. */
const sameSentenceWeight = 1;

const harmfulKinds = new Set<DefectKind>(['zeitangabe', 'ueberholt', 'andere-geschichte', 'presserecht']);

// A plan or an open question: superseded once a later report of the story exists.
const expectation =
  /(?<!\p{L})(?:wohl|voraussichtlich|dürfte\p{L}*|soll|sollen|will|wollen|plant|planen|erwartet\p{L}*|unklar|nicht klar|zunächst|ungewiss)(?!\p{L})/u;
// A plan the caption tells as someone's announcement or promise („hat angekündigt, … zu wollen“): that it was said
// stays true when a newer report follows.
const announced =
  /(?<!\p{L})(?:angekündigt|kündigte\p{L}* an|versprochen|versprach\p{L}*|zugesagt|sagte\p{L}* zu)(?!\p{L})/u;
// Generic questions that fit any story (rubric class 8).
const genericQuestion =
  /^(?:Was (?:sollte Europa jetzt tun|denkst du darüber|meinst du|denken Sie darüber|meinen Sie)|Wie siehst du das|Wie sehen Sie das|Welche Fragen hast du dazu|Betrifft dich das|Was sollte die EU aus deiner Sicht tun)/u;
const accessionClaim =
  /(?<!\p{L})(?:\p{L}*Beitritt\p{L}*|Erweiterung\p{L}*|Aufnahme|in die EU|(?:EU-Mitglied|Mitglied der EU) (?:werden|wird))(?!\p{L})/u;
// Member-state mechanisms that are false for a non-member.
const memberClaim =
  /(?<!\p{L})(?:Rat der EU|Mitglied der EU|Mitgliedstaat\p{L}*|gehört zur EU|gehören zur EU|EU-Mitglied\p{L}*)(?!\p{L})/u;
/**
 * A report that reverses a decision: it is overturned, annulled, scrapped, or a court suspends it. „Suspended“ alone
 * is often a campaign or talks someone paused, so it counts only with a court.
 */
const reversal =
  /(?<!\p{L})(?:overturns|overturned|annuls|annulled|strikes down|struck down|scraps|scrapped|U-turn|annulé|annulée|aufgehoben|hebt\p{L}* auf|gekippt|kippt|annulliert)(?!\p{L})/iu;
const suspension = /(?<!\p{L})(?:suspends|suspended|suspend|suspendu|suspendue|ausgesetzt|setzt\p{L}* aus)(?!\p{L})/iu;
const court = /(?<!\p{L})(?:court|judge|tribunal|juge|Gericht\p{L}*|Richter\p{L}*|\p{L}+gericht\p{L}*)(?!\p{L})/iu;
const reverses = (text: string) => reversal.test(text) || (suspension.test(text) && court.test(text));
/** The caption itself tells such a reversal. */
const reversedInCaption =
  /(?<!\p{L})(?:ausgesetzt|setzt\p{L}* aus|gestoppt|stoppt|aufgehoben|hebt\p{L}* auf|gekippt|kippt|annulliert|für ungültig erklärt)(?!\p{L})/iu;
const feedTitle = /\s[-–|]\s|Schlagzeilen|Nachrichten|Startseite|\(English\)/u;

/** Every detectable defect of a finished caption. */
export function findDefects(input: ReviewInput): CaptionDefect[] {
  const out: CaptionDefect[] = [];
  const add = (kind: DefectKind, text: string, harmful = harmfulKinds.has(kind)) => out.push({ kind, text, harmful });
  const stating = input.sentences.filter((s) => s.role !== 'context');
  const outlets = [...new Set(stating.flatMap((s) => s.sources.map((x) => x.outlet)))];
  const caption = input.sentences.map((s) => s.text).join(' ');

  // 1: a fact or opinion without its outlet in the sentence.
  for (const s of stating)
    if (
      s.role !== 'hook' &&
      !s.own &&
      !hasAttribution(
        s.text,
        s.sources.map((x) => x.outlet),
      )
    )
      add('quelle-fehlt', s.text);

  // 2, 3: stale words; plans and open questions from reports older than the newest one cited.
  const newest = Math.max(
    ...stating.flatMap((s) => s.sources.map((x) => (x.article ? Date.parse(x.article.publishedAt) : 0))),
  );
  for (const s of input.sentences) {
    const stale = staleTimeWords(s.text);
    if (stale.length) add('zeitangabe', `${stale[0]}: ${s.text}`);
  }
  // The words of a plan are German: „will“ in an English report is a future, often of what was decided. A later
  // report only may have overtaken the plan: it can as well confirm or contest it („Ohne Krah will die
  // AfD-Delegation zurück in die ID-Fraktion“, still true a day later). The editor checks it; it is no harm found,
  // unlike a later report that reverses the news (below).
  for (const s of stating) {
    const oldest = Math.min(...s.sources.map((x) => (x.article ? Date.parse(x.article.publishedAt) : newest)));
    const source = s.sources[0];
    const german = source?.article ? source.article.language === 'de' : true;
    if (
      newest - oldest > 12 * 3_600_000 &&
      german &&
      expectation.test(source?.sentence ?? '') &&
      !announced.test(s.text)
    )
      add('ueberholt', s.text, false);
  }
  // A newer report that reverses the news (a court suspends it, a decision is overturned) while the caption does not
  // say so: the caption tells an overtaken state. A foreign report shares few words with a German lead and may stand
  // outside the news core; it counts when it names what the headline names („Court suspends … Ciotti's expulsion“
  // under „… schließen Éric Ciotti aus“).
  const aboutHeadline = (a: Article) => sharedWeight(input.lead, a) >= sameSentenceWeight;
  const reports = [...input.core, ...(input.story ?? []).filter((a) => !input.core.includes(a) && aboutHeadline(a))];
  for (const a of reports)
    if (
      Date.parse(a.publishedAt) > newest &&
      reverses(`${a.title}. ${a.description}`) &&
      !reversedInCaption.test(caption)
    )
      add('ueberholt', `${a.source}: ${a.title}`);

  // 3: the headline's news: its numbers, and most of its words.
  const headline = input.lead.title.split(/:\s+/).slice(-1)[0];
  for (const n of extractNumbers(headline))
    if (!extractNumbers(caption).includes(n) && !caption.includes(n))
      add('nachricht-fehlt', `Zahl ${n} aus der Überschrift`);

  // …and a caption that states nothing beyond its hook while foreign reports carry the facts: the offline path's
  // framing of a story without a German report, which an editor has to write from those reports.
  if (input.foreignFacts.length && !stating.some((s) => s.role !== 'hook' && !s.own))
    add('nachricht-fehlt', 'Die Nachricht steht nur in ausländischen Berichten');

  // 4: sentences that do not stand alone.
  stating.forEach((s, i) => {
    if (s.own) return;
    const previous = stating[i - 1];
    const continued =
      previous && s.sources.some((x) => previous.sources.some((p) => p.article && p.article === x.article));
    const back = anaphor(s.text, input.isName, { connectives: input.strictConnectives ?? true });
    const before = stating
      .slice(0, i)
      .map((x) => x.text)
      .join(' ');
    if (back && !continued && !resolvedBy(back, before)) add('nicht-eigenstaendig', s.text);
    else if (s.role !== 'opinion' && statementProblem(s.text, { min: 20, max: 400 }))
      add('nicht-eigenstaendig', s.text);
    else if (!continued && speakerMissing(s.text, input.isName)) add('nicht-eigenstaendig', s.text);
  });

  // 5: sentences from reports of another news; hashtags the caption's texts do not name.
  // The caption's news is the lead's, or the one its hook tells (a model may lead with the newest report).
  const told = [input.lead, ...(stating[0]?.sources.flatMap((x) => (x.article ? [x.article] : [])) ?? [])];
  // A sentence translated from a foreign report shares few words with a German lead, so the report may not look like
  // the same news: the sentence then counts as the lead's when it names what the lead's headline names (names,
  // places, numbers, concepts; „China droht, die europäischen Zölle auf E-Autos anzufechten“ under the tariffs).
  // One sentence names less than a report: a name of the headline or of the hook („Den Einlagensatz senkte die EZB
  // laut Le Monde …“ under „EZB senkt erstmals seit 2019 die Zinsen“) makes it the caption's news.
  const asArticle = (text: string): Article => ({ ...input.lead, title: text, description: '', language: 'de' });
  const hook = stating[0] && !stating[0].own ? asArticle(stating[0].text) : null;
  const aboutLead = (text: string) =>
    [input.lead, ...(hook ? [hook] : [])].some((told) => sharedWeight(told, asArticle(text)) >= sameSentenceWeight);
  // A sentence that names nothing of its own („Der Angriff war laut Le Monde wahrscheinlich nicht politisch
  // motiviert.“) tells the news of its report: when that report names what the headline names, it is the caption's.
  const outletWords = new Set(
    input.sourcesLine.flatMap((o) => tokenize(`${o} ${outletInText(o)}`).map((t) => t.lower)),
  );
  const namesNothing = (text: string) =>
    extractNumbers(text).length === 0 &&
    !tokenize(text).some(
      (t) => !t.sentenceStart && /^\p{Lu}/u.test(t.raw) && !outletWords.has(t.lower) && input.isName(t.raw),
    );
  // So does a sentence translated from a foreign report that names what the headline names: a translation shares
  // fewer words with a German lead than the report's news does („Eine erste Regierungskonferenz soll laut POLITICO
  // am 25. Juni einberufen werden“ from its report of the agreement). Not from a digest or a format, whose sentences
  // may tell other news.
  const fromLeadsNews = (s: ReviewedSentence) =>
    s.sources.some(
      (x) =>
        x.article &&
        aboutHeadline(x.article) &&
        (namesNothing(s.text) || (x.article.language !== 'de' && !isOpinionOrFormat(x.article))),
    );
  // A sentence right after one of its own report that tells the caption's news continues that report („Eine erste
  // Regierungskonferenz soll laut POLITICO für den 25. Juni einberufen werden“ after its frameworks agreed).
  let previous: ReviewedSentence | undefined;
  for (const s of stating.filter((x) => !x.own)) {
    const continues = previous?.sources.some((p) => s.sources.some((x) => x.article && x.article === p.article));
    const other =
      !continues &&
      s.sources.every((x) => x.article && !told.some((t) => sameNews(t, x.article!))) &&
      !aboutLead(s.text) &&
      !fromLeadsNews(s);
    if (other) add('andere-geschichte', s.text);
    previous = other ? undefined : s;
  }
  const texts = [input.lead.title, ...stating.flatMap((s) => [s.text, ...s.sources.map((x) => x.sentence)])];
  const ownTags = input.hashtags.filter((t) => !input.fixedHashtags.includes(t));
  for (const tag of ownTags) if (!tagInTexts(tag, texts)) add('hashtags', `${tag} steht in keinem zitierten Satz`);

  // 6: the same fact twice.
  for (let i = 0; i < stating.length; i++)
    for (let j = i + 1; j < stating.length; j++)
      if (sameFact(stating[i].text, stating[j].text)) add('doppelt', stating[j].text);

  // 7: a why line without an EU angle in the sources, or a member-state claim for a non-member.
  const why = input.sentences.find((s) => s.role === 'context');
  if (why && !input.angle) add('eu-bezug', why.text, true);
  // „Über den Beitritt Georgiens entscheiden die EU-Mitgliedstaaten“ says who decides on a candidate, not that the
  // candidate is one.
  if (why && memberClaim.test(why.text) && !accessionClaim.test(why.text)) {
    const nonMember = countriesIn(why.text).find((c) => !isMember(c));
    if (nonMember) add('eu-bezug', why.text, true);
  }

  // 8: the closing.
  if (input.closing) {
    if (asksNoQuestion(input.type) && (callToEngage.test(input.closing) || /\?/.test(input.closing)))
      add('schluss', input.closing, isSensitive(input.type));
    else if (input.type === 'vote-before' && /Ergebnis/.test(input.closing)) add('schluss', input.closing);
    else if (genericQuestion.test(input.closing)) add('schluss', input.closing);
  }

  // 9: hashtags: count, genitive, filler.
  if (ownTags.length < 3 || ownTags.length > 6) add('hashtags', `${ownTags.length} Hashtags (3–6 erwartet)`);
  for (const tag of ownTags) {
    const word = tag.slice(1);
    // „#Israels“, „#Macrons“: the base form stands in the texts too.
    const base = word.slice(0, -1);
    if (
      word.length > 4 &&
      word.endsWith('s') &&
      texts.some((t) => new RegExp(`(?<!\\p{L})${base}(?!\\p{L})`, 'u').test(t))
    )
      add('hashtags', `${tag} im Genitiv`);
    if (/^#(?:Europa|EU|EuropäischeUnion)$/i.test(tag) && !input.angle) add('hashtags', `${tag} ohne EU-Bezug`);
  }

  // 10: the sources line.
  if (!input.sourcesLine.length) add('quellenzeile', 'keine Quellenzeile');
  for (const o of input.sourcesLine) {
    if (feedTitle.test(o)) add('quellenzeile', `${o} ist ein Feed-Titel`);
    if (!outlets.includes(o)) add('quellenzeile', `${o} liefert keinen Satz`);
  }

  // 11: one outlet although others report the news; key facts only in foreign reports.
  const germanOutlets = new Set(input.core.filter((a) => a.language === 'de').map((a) => a.source));
  if (outlets.length === 1 && germanOutlets.size > 1) add('ein-medium', `nur ${outlets[0]}`);
  if (input.foreignFacts.length)
    add(
      'ein-medium',
      `Fakten nur in ausländischen Berichten (${[...new Set(input.foreignFacts.map((f) => f.outlet))].join(', ')})`,
    );

  // 12: German typography.
  for (const s of input.sentences) if (/\s-\s|[»«]|(^|\s)"\p{L}/u.test(s.text)) add('sprache', s.text);

  // 13: a person called perpetrator without the presumption of innocence.
  for (const s of input.sentences) {
    const label = perpetratorLabel.exec(s.text);
    if (label && !presumption.test(s.text)) add('presserecht', `„${label[0]}“ ohne „mutmaßlich“: ${s.text}`);
  }
  return out;
}

/** Readiness from the defects: any harmful one, or three kinds or more, need a rewrite; one or two a light edit. */
export function readinessOf(defects: CaptionDefect[]): Readiness {
  if (defects.some((d) => d.harmful)) return 'überarbeiten';
  const kinds = new Set(defects.map((d) => d.kind));
  if (kinds.size === 0) return 'bereit';
  return kinds.size <= 2 ? 'leicht überarbeiten' : 'überarbeiten';
}
