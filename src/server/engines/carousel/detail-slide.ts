import { shortenAtClause } from '../../../shared/clause-cut';
import { typographic } from '../../../shared/headline';
import { outletDisplayName, outletInText } from '../../../shared/outlet-name';
import { joinSourcedLines, type SourcedLine } from '../../../shared/slide-text';
import { months, weekdays } from '../pipeline/generate/caption/time-words';

/** A stating sentence of the caption and the outlets it comes from, as the caption generator stores them. */
export interface SlideFact {
  text: string;
  /** Feed titles are accepted as given („DER SPIEGEL - Schlagzeilen“) and shown as display names. */
  outlets: string[];
  /**
   * The caption's own line on why the news matters for Europe (no outlet wrote it): shown under the facts when
   * they leave room, never instead of one.
   */
  why?: boolean;
}

export interface DetailSlide {
  kicker: string;
  /** The body in the format of shared/slide-text.ts: each fact with its outlets under it. */
  inhalt: string;
}

export const detailKickers = { facts: 'Das Wichtigste', quote: 'Im Wortlaut' } as const;

/**
 * Facts longer than this are cut at a clause boundary, or left out when they have none, unless they carry a
 * figure the headline lacks: then up to `maxSoleFactChars`, since that figure is what the slide is for.
 */
const maxFactChars = 170;
const maxSoleFactChars = 240;
const maxTotalChars = 430;
/** A sentence and the one that leans on it, shown as one item. */
const maxJoinedChars = 240;
const maxFacts = 3;
const minFactChars = 25;

// A sentence that opens with a pronoun or a link word leans on one before it, which the slide does not show.
const leaning =
  /^(?:Zuvor|Danach|Anschließend|Später|Er|Sie|Es|Sein(?:e[mnrs]?)?|Ihr(?:e[mnrs]?)?|Dessen|Deren|Dies|Diese[rsm]?|Damit|Dabei|Dazu|Davon|Dafür|Dagegen|Darauf|Darüber|Daraufhin|Deshalb|Daher|Dort|Hier|Dann|Demnach|Zudem|Außerdem|Auch|Allerdings|Doch|Aber|Jedoch|Dennoch|Trotzdem|Stattdessen|Ebenso|Und|So)\b/;
// A direct quote of some length, with the speaker outside it.
const quote = /„([^“]{20,})“/;

// Words that say when or how, not what: no sign that two sentences tell the same thing.
const filler = new RegExp(
  `^(?:haben|hatte|hatten|wurde|wurden|werden|sind|sein|seine|ihre|ihren|einer|einem|eines|nach|gegen|heute|${[...weekdays, ...months].join('|').toLowerCase()})$`,
);
const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3 && !filler.test(w)),
  );
/** A verb without its separable prefix: „auszuschließen“ → „schließen“. */
const stem = (w: string) => w.replace(/^(?:auszu|anzu|abzu|einzu|aufzu|zu|aus|an|ab|ein|auf)(?=\p{L}{5})/u, '');
/**
 * One word in another's form: „Spitzenkandidaten“ and „Spitzenkandidat“, „Milliardenhilfen“ and „Milliarden“,
 * „auszuschließen“ and „schließt“; not two compounds that share a part („Innenminister“, „Ministerpräsident“).
 */
const sameWord = (a: string, b: string) => {
  if (a === b) return true;
  if (a.length < 6 || b.length < 6) return false;
  if (a.startsWith(b) || b.startsWith(a)) return true;
  const [x, y] = [stem(a), stem(b)];
  return x.slice(0, 6) === y.slice(0, 6);
};
function overlap(a: string, b: string): number {
  const x = words(a);
  const y = [...words(b)];
  let shared = 0;
  for (const w of x) if (y.some((v) => sameWord(w, v))) shared++;
  return shared / Math.max(1, Math.min(x.size, y.length));
}

function shortFact(text: string, max: number): string | null {
  const clean = typographic(text);
  if (clean.length <= max) return clean;
  // An afterthought behind a dash („… getroffen worden seien – tief im Landesinneren.“) goes first.
  const dash = clean.lastIndexOf(' – ');
  const head = clean.slice(0, dash);
  if (dash > 0 && head.length <= max && head.split('„').length === head.split('“').length) return `${head}.`;
  const cut = shortenAtClause(clean, max);
  // A cut keeps the sentence's beginning; the part after a dash alone is no sentence of the report.
  const keepsStart = clean.startsWith(cut.text.replace(/[.!?…]$/, '').slice(0, 20));
  return cut.cut === 'clause' && keepsStart ? cut.text.replace(/[^.!?…“]$/, '$&.') : null;
}

const outletLine = (outlets: string[]) =>
  [...new Set(outlets.map(outletDisplayName))].slice(0, 2).join(', ') || undefined;

/** „… an (n-tv).“ under the line „— n-tv“: the caption's attribution is said once, by the outlet line. */
function withoutOutletParenthesis(text: string, outlets: string[]): string {
  const names = new Set(outlets.flatMap((o) => [outletDisplayName(o), outletInText(outletDisplayName(o)), o]));
  return text.replace(/\s*\(([^()]+)\)([.!?]?)$/u, (all, inner: string, stop: string) => {
    const parts = inner.split(/,\s*/);
    if (!parts.some((p) => names.has(p))) return all;
    const rest = parts.filter((p) => !names.has(p));
    return `${rest.length ? ` (${rest.join(', ')})` : ''}${stop || '.'}`;
  });
}

/**
 * Sharepic 2 from the caption's facts: two or three short facts, each with its outlets, that do not repeat
 * the headline or each other; or, when the caption's only usable facts are quotes, the first with its speaker.
 * Null when no fact is usable (the caller keeps its own text). Pure: it depends only on what it is given, so
 * it works with whatever the caption generator writes.
 */
export function composeDetailSlide(title: string, facts: SlideFact[]): DetailSlide | null {
  // „Das Wichtigste“ is the news: an outlet's judgement only when the caption has nothing else.
  const all = facts.filter((f) => !f.why);
  const news = all.filter((f) => !outletsView.test(f.text.trim()));
  const stated = news.length > 0 ? news : all;
  // A fact too long for a slide of three still has room on a slide that would otherwise hold one fact or none.
  let chosen = pickFacts(title, stated, maxFactChars);
  if (chosen.length < 2) {
    const roomier = pickFacts(title, stated, maxSoleFactChars);
    if (roomier.length > chosen.length) chosen = roomier;
  }
  if (chosen.length === 0) return null;
  const quotes = chosen.filter((c) => isQuote(c.text));
  if (quotes.length === chosen.length) return { kicker: detailKickers.quote, inhalt: joinSourcedLines([quotes[0]!]) };
  // A slide of one or two facts has room for the European side the caption names, in the caption's words.
  const why = facts.find((f) => f.why)?.text;
  const total = chosen.reduce((sum, c) => sum + c.text.length, 0);
  if (why && chosen.length < maxFacts && total + why.length <= maxTotalChars) chosen.push({ text: typographic(why) });
  return { kicker: detailKickers.facts, inhalt: joinSourcedLines(byOutlet(chosen)) };
}

/** Facts of one outlet in a row make one paragraph under one outlet line: the same name three times is clutter. */
function byOutlet(lines: SourcedLine[]): SourcedLine[] {
  const out: SourcedLine[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (last?.source && last.source === line.source)
      out[out.length - 1] = { ...last, text: `${last.text} ${line.text}` };
    else out.push(line);
  }
  return out;
}

/** An outlet's judgement the caption names as such („…, schreibt der SPIEGEL.“): commentary, not news. */
const outletsView = /,\s*(?:schreibt|schreiben|kommentiert|kommentieren|meint|urteilt|findet)\s+[^,]{2,40}[.!?]$/;

/** A sentence that is mostly a quote („…“, sagte X), not one that quotes a phrase („unfairer Staatshilfen“). */
function isQuote(text: string): boolean {
  const quoted = quote.exec(text)?.[1];
  return quoted !== undefined && quoted.length >= text.length / 2;
}

/** What a reader of slide 2 looks for first: a figure, a direct quote, or a caveat about what is known. */
const figure =
  /\d|\b(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|hundert|tausend|Dutzend(?:e)?|Million(?:en)?|Milliarde(?:n)?|Prozent|Hälfte|Drittel|Viertel)\b/i;
const caveat =
  /\b(?:mutmaßlich\w*|soll(?:en|te|ten)?|laut|nach (?:eigenen |ersten )?Angaben|bislang|noch nicht|unklar|offen|unbestätigt|vorläufig\w*)\b/i;
/** The figures of a text, written in digits or in words („vier Milliarden“ counts as „vier“ and „milliarden“). */
const figures = new RegExp(`\\d+(?:[.,]\\d+)?|${figure.source}`, 'gi');
/** A date says when, not how much: „Am Montag, 10. Juni“ adds no figure to a headline. */
const date = new RegExp(`\\b\\d{1,2}\\.\\s*(?:${months.join('|')})(?:\\s+\\d{4})?`, 'g');
const numbersIn = (s: string) => new Set((s.replace(date, '').match(figures) ?? []).map((n) => n.toLowerCase()));
const hasFigure = (s: string) => figure.test(s.replace(date, ''));

function weightOf(text: string): number {
  return (hasFigure(text) ? 2 : 0) + (quote.test(text) ? 1 : 0) + (caveat.test(text) ? 1 : 0);
}

/** A figure the headline does not carry: the reason a long fact is still worth its room. */
function addsFigure(text: string, title: string): boolean {
  const inTitle = numbersIn(title);
  return [...numbersIn(text)].some((n) => !inTitle.has(n));
}

/** A fact that says the headline again, unless it adds a figure the headline does not carry. */
function repeatsTitle(text: string, title: string): boolean {
  return overlap(text, title) >= 0.6 && !addsFigure(text, title);
}

interface Candidate {
  line: SourcedLine;
  fact: SlideFact;
  /** Position in the caption: the slide keeps the caption's order. */
  at: number;
}

function pickFacts(title: string, facts: SlideFact[], maxChars: number): SourcedLine[] {
  const candidates: Candidate[] = [];
  let previous: Candidate | undefined;
  for (const [at, fact] of facts.entries()) {
    const plain = withoutOutletParenthesis(fact.text, fact.outlets);
    const text = shortFact(plain, maxChars) ?? (addsFigure(plain, title) ? shortFact(plain, maxSoleFactChars) : null);
    const last = previous;
    previous = undefined;
    if (!text || text.length < minFactChars) continue;
    if (leaning.test(text)) {
      // „Er soll Gelder veruntreut haben …“ right after the sentence that names him joins it, under one outlet
      // line, where the pronoun still finds its name.
      if (!last || !fact.outlets.some((o) => last.fact.outlets.includes(o))) continue;
      const joined = `${last.line.text} ${text}`;
      if (joined.length <= maxJoinedChars) last.line.text = joined;
      continue;
    }
    if (repeatsTitle(text, title)) continue;
    previous = { line: { text, source: outletLine(fact.outlets) }, fact, at };
    candidates.push(previous);
  }
  // When more facts are usable than the slide holds, figures, quotes and caveats go first, then the caption's
  // order; the slide shows them in the caption's order.
  const ranked = [...candidates].sort((a, b) => weightOf(b.line.text) - weightOf(a.line.text) || a.at - b.at);
  const chosen: Candidate[] = [];
  let total = 0;
  for (const candidate of ranked) {
    if (chosen.length === maxFacts) break;
    const { text } = candidate.line;
    if (chosen.some((c) => overlap(c.line.text, text) >= 0.5)) continue;
    if (total + text.length > maxTotalChars && chosen.length > 0) continue;
    chosen.push(candidate);
    total += text.length;
  }
  return chosen.sort((a, b) => a.at - b.at).map((c) => c.line);
}
