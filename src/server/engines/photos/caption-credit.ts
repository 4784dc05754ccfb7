import type { PhotoCredit } from '../../../shared/news';
import { needsCaptionCredit, photoCreditLine } from '../../../shared/photo-credit';

// A credit line this module wrote: „Foto: Name / CC BY-SA 4.0 / Wikimedia Commons“.
const creditLinePattern = /^Foto: .+ \/ CC BY(?:-SA)?(?: [\d.]+)? \/ [^/]+$/;

/**
 * The caption with the credits its photos require (CC BY, CC BY-SA, and those the team entered), each once, at
 * the end. Credit lines of earlier photos (`previous`, and any line in the Commons form) are removed first, so
 * a changed photo replaces its credit instead of adding a second one.
 */
export function withCaptionCredit(
  caption: string,
  credits: (PhotoCredit | null | undefined)[],
  previous: (PhotoCredit | null | undefined)[] = [],
): string {
  const wanted = [...new Set(credits.filter(needsCaptionCredit).map(photoCreditLine))];
  const earlier = new Set(previous.filter(needsCaptionCredit).map(photoCreditLine));
  const lines = caption.split('\n');
  const kept = lines.filter((l) => !creditLinePattern.test(l.trim()) && !earlier.has(l.trim()));
  if (kept.length === lines.length && wanted.length === 0) return caption;
  const body = kept.join('\n').trimEnd();
  return wanted.length === 0 ? body : `${body}${body ? '\n\n' : ''}${wanted.join('\n')}`;
}
