/**
 * Shortening for sharepic texts that never ends mid-clause: "Pistorius: Deutschland könnte nicht…" reverses
 * what the headline says. A text is shortened at a boundary where what remains is complete (a kicker dropped,
 * whole sentences kept, a clause before a comma); only when no such boundary fits is it cut at a word, and the
 * caller is told so it can ask an editor to check the meaning.
 */
export interface Shortened {
  text: string;
  /** `word`: no clause boundary fitted; the text was cut at a word and ends with „…“. */
  cut: 'none' | 'clause' | 'word';
}

// "Möglicher Waffenstillstand in der Ukraine - Pistorius: …": a kicker before a spaced dash or bar.
const kickerSeparator = /\s+[-–—|]\s+/;
// Words a complete clause does not end with: articles, conjunctions, negations, modal and auxiliary verbs, and
// prepositions that cannot be a separable verb particle („legt … vor“ ends complete, „für“ does not).
const danglingWord =
  /(?:^|\s)(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|und|oder|aber|doch|dass|weil|wenn|ob|als|wie|von|für|gegen|über|unter|zwischen|wegen|trotz|seit|ohne|während|in|im|am|zum|zur|beim|vom|nicht|kein|keine|nie|könnte|könnten|müsse|soll|sollen|will|wollen|kann|können|muss|müssen|darf|dürfen|wird|werden|ist|sind|hat|haben)$/i;

export const tidy = (text: string) => text.replace(/[\s,;:–—-]+$/, '').trim();

export function endsComplete(text: string): boolean {
  return text.length > 0 && !danglingWord.test(text);
}

/** Whole sentences from the start that fit. */
export function leadingSentences(text: string, max: number): string | null {
  const sentences = text.match(/[^.!?]+[.!?]+(?:\s+|$)/g);
  if (!sentences) return null;
  let out = '';
  for (const s of sentences) {
    if ((out + s).trim().length > max) break;
    out += s;
  }
  return out.trim() || null;
}

// A clause after a comma that completes the one before: „… haben der Ukraine erlaubt, Ziele in Russland
// anzugreifen“, „Er sagte, dass …“. Cutting before it leaves a clause that says something else.
const objectClause = /^(?:dass|ob|wer|was|wann|warum|weshalb|wieso)\s/i;
const purposeClause = /^(?:um|ohne|statt|anstatt)\s/i;
const zuInfinitive = /(?:(?<!\p{L})zu\s+\p{L}+|\p{L}zu\p{Ll}+)(?:en|ern|eln)$/u;

function completesBefore(rest: string): boolean {
  const clause = rest.split(/[,;:.!?]/)[0].trim();
  if (objectClause.test(clause)) return true;
  return !purposeClause.test(clause) && zuInfinitive.test(clause);
}

/** The longest prefix ending at a clause boundary (comma, semicolon, colon, dash) that fits and ends complete. */
export function leadingClause(text: string, max: number): string | null {
  let best: string | null = null;
  for (const match of text.matchAll(/[,;:]\s|\s[–—-]\s/g)) {
    const prefix = tidy(text.slice(0, match.index));
    if (prefix.length > max) break;
    const rest = text.slice(match.index! + match[0].length);
    // „…: So begründet Hollande seine Kandidatur“: the part after the colon says who said the part before it.
    const speakerAfter = match[0].startsWith(':') && /^So\s+\p{Ll}/u.test(rest);
    if (
      prefix.length >= max * 0.4 &&
      endsComplete(prefix) &&
      !(match[0].startsWith(',') && completesBefore(rest)) &&
      !speakerAfter
    )
      best = prefix;
  }
  return best;
}

export function shortenAtClause(text: string, max: number): Shortened {
  const clean = text.trim();
  if (clean.length <= max) return { text: clean, cut: 'none' };
  const parts = clean.split(kickerSeparator);
  for (let i = 1; i < parts.length; i++) {
    const rest = parts.slice(i).join(' – ');
    if (rest.length <= max && rest.length >= 15) return { text: rest, cut: 'clause' };
  }
  const shorter = leadingSentences(clean, max) ?? leadingClause(clean, max);
  if (shorter) return { text: shorter, cut: 'clause' };
  const words = clean.slice(0, max - 1).split(/\s+/);
  if (!/\s/.test(clean[max - 1] ?? ' ')) words.pop(); // the slice ended inside a word
  while (words.length > 1 && !endsComplete(tidy(words.join(' ')))) words.pop();
  return { text: `${tidy(words.join(' '))}…`, cut: 'word' };
}

export const sharepicTitleBudget = 90;
