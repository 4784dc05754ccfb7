import { describe, expect, it } from 'vitest';
import { detailSlideFor, followingDetailLayers, type CaptionState } from './detail-follow';

const sentence = (text: string, outlet: string) => ({ text, role: 'fact', sources: [{ outlet }] });
const facts = [
  sentence('Der Leitzins sinkt um 0,25 Prozentpunkte auf 4,25 Prozent.', 'DER SPIEGEL'),
  sentence('Zugleich hob die EZB ihre Inflationsprognose für dieses Jahr an.', 'POLITICO Europe'),
];
const before: CaptionState = {
  title: 'EZB senkt erstmals seit 2019 die Zinsen',
  caption: `Die EZB handelt.\n\n${facts[0]!.text} ${facts[1]!.text}\n\n#EZB`,
  sentences: facts,
};
const generated = detailSlideFor(before)!;
const layers = { titel: '', inhalt: generated.inhalt, kicker: generated.kicker, image_url: '' };

describe('followingDetailLayers', () => {
  it('follows the caption: a fact deleted from the caption leaves sharepic 2', () => {
    const after = { ...before, caption: `Die EZB handelt.\n\n${facts[1]!.text}\n\n#EZB` };
    expect(followingDetailLayers(layers, before, after)).toEqual({
      ...layers,
      inhalt: 'Zugleich hob die EZB ihre Inflationsprognose für dieses Jahr an.\n— POLITICO Europe',
    });
  });

  it('leaves a text the team wrote, and answers null when nothing changes', () => {
    const after = { ...before, caption: `${facts[1]!.text}` };
    expect(followingDetailLayers({ ...layers, inhalt: 'Unser eigener Text.' }, before, after)).toBeNull();
    expect(followingDetailLayers(layers, before, before)).toBeNull();
  });
});
