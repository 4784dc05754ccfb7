/** A report's headline read as text: its claim without kicker or live-blog marks, as an opening, as a card title. */
import { isJudgement } from './attribution';
import { hasFiniteVerb } from './sentence-rules';
import { germanTypography } from './typography';

/**
 * The headline without its kicker: „Ukraine-Krieg: …“, a feed's „Frankreich - …“ (at most four words before the
 * colon, three before the dash). A dash later in the headline belongs to it.
 */
export function headlineClaim(title: string): string {
  // A live blog's „++ Russland meldet Einnahme von Ort in Donezk ++“: the marks are not headline text.
  const claim = kickerless(title);
  return claim.replace(/^\s*\+{2,}\s*|\s*\+{2,}\s*$/g, '').replace(/\s+\+{2,}\s+/g, ' – ');
}

function kickerless(title: string): string {
  const colon = /^([^:]{1,60}):\s+(.+)$/u.exec(title);
  if (colon && colon[1].trim().split(/\s+/).length <= 4) return colon[2];
  const dash = /^(\S+(?:\s+\S+){0,2})\s+[-–]\s+(.+)$/u.exec(title);
  return dash ? dash[2] : title;
}

const formatKicker = /blog|ticker|news|meinung|kommentar|analyse|podcast|video/i;
// A topic the outlet files the report under („Russlands Angriffskrieg“, „Möglicher Waffenstillstand“,
// „Europawahl“): a label, not who or where, and no sentence an editor would open with.
const topicKicker = /(?:krieg|konflikt|krise|wahl|wahlen|streit|prozess|debatte|gipfel|stillstand|reform)$/i;

/**
 * The headline as the caption's opening: its claim, with a short kicker that names who or where when the claim
 * does not („Ryanair: EuGH weist Klage … ab“); a format's kicker („Liveblog“, „News“) or a topic's („Russlands
 * Angriffskrieg“) never.
 */
export function openingClaim(title: string): string {
  let claim = headlineClaim(title);
  // „… ruft Neuwahlen aus – ein gefährlicher Coup“: a tail without a verb after the dash is the outlet's judgement.
  const tail = /^(.{20,}?)\s+[–-]\s+([^–-]{2,40})$/u.exec(claim);
  if (tail && isJudgement(tail[2]) && !hasFiniteVerb(tail[2])) claim = tail[1];
  const kicker = title.slice(0, title.length - kickerless(title).length).replace(/\s*[-–:]\s*$/, '');
  const named = kicker && kicker.split(/\s+/).length <= 2 && !formatKicker.test(kicker) && !topicKicker.test(kicker);
  // „Russland-Ukraine-Krieg: Ukraine trifft …“: a kicker with a word the claim names adds nothing.
  const said = kicker.split(/[\s-]+/).some((w) => w.length >= 3 && claim.toLowerCase().includes(w.toLowerCase()));
  return named && !said ? `${kicker}: ${claim}` : claim;
}

/** The topic's title as the card shows it: a feed's „Frankreich - …“ kicker with a colon, German dashes. */
export function displayTitle(title: string): string {
  const rest = kickerless(title);
  const kicker = rest === title ? '' : title.slice(0, title.length - rest.length).replace(/\s*[-–:]\s*$/, '');
  // A format's kicker („Ukraine-Liveblog“, „Europawahl–News“) says how the outlet reports, not what happened.
  if (kicker && formatKicker.test(kicker)) return germanTypography(headlineClaim(title));
  return germanTypography(kicker ? `${kicker}: ${headlineClaim(title)}` : headlineClaim(title));
}
