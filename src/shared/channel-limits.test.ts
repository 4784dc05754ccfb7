import { describe, expect, it } from 'vitest';
import { characterCount, checkNetworkLimits, shortenForNetwork } from './channel-limits';

const caption = [
  'Die EZB senkt erstmals seit 2019 die Zinsen.',
  'Der Leitzins sinkt auf 4,25 Prozent. Die Notenbank reagiert auf die gesunkene Inflation. Weitere Schritte hält sie offen.',
  'Warum das zählt: Zinsentscheidungen der EZB betreffen Kredite, Ersparnisse und Preise im ganzen Euroraum.',
  'Merkst du die Zinsen bei Kredit oder Sparbuch?',
  '#EZB #Zinsen #Inflation',
  'Quellen: tagesschau, DER SPIEGEL',
].join('\n\n');

describe('network limits', () => {
  it('counts an emoji as one character, as Bluesky does', () => {
    expect(characterCount('🇪🇺 Europa')).toBe(8);
  });

  it('names the network and the numbers in German', () => {
    expect(checkNetworkLimits('bluesky', caption, 3)).toEqual([
      { kind: 'text', message: `Bluesky: Der Text hat ${characterCount(caption)} Zeichen, erlaubt sind 300.` },
    ]);
    expect(checkNetworkLimits('instagram', `${caption} ${'#Tag '.repeat(31)}`, 3).map((p) => p.kind)).toEqual([
      'hashtags',
    ]);
    expect(checkNetworkLimits('mastodon', 'kurz', 5)).toEqual([
      { kind: 'images', message: 'Mastodon: 5 Bilder, erlaubt sind 4.' },
    ]);
    expect(checkNetworkLimits('linkedin', caption, 3)).toEqual([]);
  });

  it('proposes a shorter text of whole sentences with the sources, hashtags dropped first', () => {
    const short = shortenForNetwork(caption, 'bluesky');
    expect(characterCount(short)).toBeLessThanOrEqual(300);
    expect(short.startsWith('Die EZB senkt erstmals seit 2019 die Zinsen.')).toBe(true);
    expect(short.endsWith('Quellen: tagesschau, DER SPIEGEL')).toBe(true);
    expect(short).not.toContain('#EZB');
    for (const sentence of short.split(/\n\n|(?<=[.!?]) /)) expect(caption).toContain(sentence);
    expect(shortenForNetwork(caption, 'linkedin')).toBe(caption);
  });
});
