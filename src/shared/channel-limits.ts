/**
 * What each network takes, checked before a post goes to Buffer: characters, hashtags and images.
 * Bluesky counts 300 graphemes; Mastodon's default instance limit is 500; Threads 500; LinkedIn 3,000;
 * Instagram 2,200 characters and 30 hashtags; Facebook 63,206. Images: JPEG for all; Instagram carousels
 * up to 10, Bluesky and Mastodon 4, LinkedIn 9, Threads 10.
 */
export type Network = 'instagram' | 'facebook' | 'linkedin' | 'mastodon' | 'bluesky' | 'threads';

export interface NetworkLimits {
  label: string;
  text: number;
  hashtags: number | null;
  images: number;
}

export const networkLimits: Record<Network, NetworkLimits> = {
  instagram: { label: 'Instagram', text: 2200, hashtags: 30, images: 10 },
  facebook: { label: 'Facebook', text: 63206, hashtags: null, images: 10 },
  linkedin: { label: 'LinkedIn', text: 3000, hashtags: null, images: 9 },
  mastodon: { label: 'Mastodon', text: 500, hashtags: null, images: 4 },
  bluesky: { label: 'Bluesky', text: 300, hashtags: null, images: 4 },
  threads: { label: 'Threads', text: 500, hashtags: null, images: 10 },
};

export const isNetwork = (service: string): service is Network => service in networkLimits;

/** „Instagram“, „Mastodon“, …; a network without an entry keeps Buffer's name. */
export const networkLabel = (service: string) => (isNetwork(service) ? networkLimits[service].label : service);

/** Characters as people and Bluesky count them: grapheme clusters, so an emoji is one. */
export function characterCount(text: string): number {
  const segmenter = new Intl.Segmenter('de', { granularity: 'grapheme' });
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

export const hashtagCount = (text: string) => (text.match(/#[\p{L}\p{N}_]+/gu) ?? []).length;

export interface LimitProblem {
  kind: 'text' | 'hashtags' | 'images';
  /** German, naming the network and the numbers. */
  message: string;
}

export function checkNetworkLimits(network: Network, text: string, imageCount: number): LimitProblem[] {
  const limits = networkLimits[network];
  const problems: LimitProblem[] = [];
  const chars = characterCount(text);
  if (chars > limits.text)
    problems.push({
      kind: 'text',
      message: `${limits.label}: Der Text hat ${chars.toLocaleString('de-DE')} Zeichen, erlaubt sind ${limits.text.toLocaleString('de-DE')}.`,
    });
  const tags = hashtagCount(text);
  if (limits.hashtags !== null && tags > limits.hashtags)
    problems.push({
      kind: 'hashtags',
      message: `${limits.label}: ${tags} Hashtags, erlaubt sind ${limits.hashtags}.`,
    });
  if (imageCount > limits.images)
    problems.push({
      kind: 'images',
      message: `${limits.label}: ${imageCount} Bilder, erlaubt sind ${limits.images}.`,
    });
  return problems;
}

/**
 * A proposal for a network whose limit the caption exceeds: whole paragraphs from the top (hook first),
 * then the sources line, within the limit; hashtags are dropped before facts. Never cut inside a sentence.
 */
export function shortenForNetwork(caption: string, network: Network): string {
  const limit = networkLimits[network].text;
  if (characterCount(caption) <= limit) return caption;
  const paragraphs = caption.split(/\n\s*\n/).map((p) => p.trim());
  const sources = paragraphs.find((p) => /^Quellen?:/.test(p));
  const prose = paragraphs.filter((p) => p !== sources && !/^(#[\p{L}\p{N}_]+\s*)+$/u.test(p));
  const kept: string[] = [];
  const fits = (parts: string[]) => characterCount([...parts, sources].filter(Boolean).join('\n\n')) <= limit;
  for (const paragraph of prose) {
    if (fits([...kept, paragraph])) {
      kept.push(paragraph);
      continue;
    }
    // Whole sentences of the paragraph that still fit.
    const sentences = paragraph.split(/(?<=[.!?])\s+/);
    const partial: string[] = [];
    for (const sentence of sentences) if (fits([...kept, [...partial, sentence].join(' ')])) partial.push(sentence);
    if (partial.length) kept.push(partial.join(' '));
    break;
  }
  const result = [...kept, sources].filter(Boolean).join('\n\n');
  return fits(kept) ? result : kept.join('\n\n');
}
