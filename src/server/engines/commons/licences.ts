/**
 * Licence facts of a Wikimedia Commons file: only free licences are used (CC0, public domain, CC BY,
 * CC BY-SA); CC BY and CC BY-SA require the author, the licence name and a link to the licence.
 */
export type FreeLicence = 'cc0' | 'public-domain' | 'cc-by' | 'cc-by-sa';

export interface Licence {
  kind: FreeLicence;
  /** As it is to be credited, e.g. "CC BY-SA 4.0". */
  name: string;
  url: string | null;
  attributionRequired: boolean;
}

/** "CC-BY-SA-3.0", "CC BY-SA 3.0", "cc-by-sa-4.0" → kind and a canonical name; null for anything not free. */
export function normaliseLicence(shortName: string, url: string | null): Licence | null {
  const s = shortName
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
  if (/^(cc0|cc zero|cc-zero)/.test(s)) return { kind: 'cc0', name: 'CC0 1.0', url, attributionRequired: false };
  if (/^(public domain|pd\b|pd-|gemeinfrei)/.test(s))
    return { kind: 'public-domain', name: 'Public Domain', url, attributionRequired: false };
  const m = s.match(/^cc[ -]by(?:[ -](sa))?(?:[ -](\d(?:\.\d)?))?(?:[ -]([a-z]{2}))?$/);
  if (!m) return null; // CC BY-NC, BY-ND, GFDL only, fair use …: not free for our purpose
  const version = m[2] ?? '';
  const sa = m[1] === 'sa';
  return {
    kind: sa ? 'cc-by-sa' : 'cc-by',
    name: `CC BY${sa ? '-SA' : ''}${version ? ` ${version}` : ''}`,
    url,
    attributionRequired: true,
  };
}

/** Commons' `Artist` and `Credit` are HTML: tags stripped, entities decoded, whitespace folded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}
