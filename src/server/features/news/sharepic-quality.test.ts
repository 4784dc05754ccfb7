import { describe, expect, it } from 'vitest';
import type { Sharepic } from '../../../shared/news';
import { photoProposalMessages } from '../../engines/photos/messages';
import { sharepicQuality } from './sharepic-quality';

const pic = (image_url: string, extra: Partial<Sharepic> = {}): Sharepic => ({
  url: '/media/x.png',
  layers: { titel: 'Titel', inhalt: '', image_url },
  ...extra,
});
const licensed = {
  credit: { photographer: 'A', provider: 'Pexels', licence: 'Pexels-Lizenz', width: 1880 },
} as Partial<Sharepic>;
const info = pic('');

/** The „Sharepic-Qualität“ line: correct German sentences for each situation. */
describe('sharepicQuality', () => {
  it('offline: names the brand background and why there is no photo, in whole sentences, without a darkening', () => {
    const note = photoProposalMessages.unreachable(['Wikimedia Commons ist gerade nicht erreichbar.']);
    expect(sharepicQuality([pic(''), pic(''), info], { photoNote: note })).toBe(
      'Prüfen: Sharepic 1 und 2 zeigen den Markenhintergrund, kein Foto. Keine Bildquelle war erreichbar. Wikimedia Commons ist gerade nicht erreichbar.',
    );
  });

  it('gives a reason without a full stop one, and never nests brackets or doubles stops', () => {
    const note = photoProposalMessages.unreachable(['Pexels hat die Suchanfrage abgelehnt: zu lang']);
    const line = sharepicQuality([pic(''), pic(''), info], { photoNote: note });
    expect(line).toMatch(/abgelehnt: zu lang\.$/);
    expect(line).not.toMatch(/\.\)|\(\S|\.\./);
  });

  it('a single sharepic without photo, for no stated reason', () => {
    expect(sharepicQuality([pic(''), pic('https://x.example/a.jpg', licensed), info])).toBe(
      'Prüfen: Sharepic 1 zeigt den Markenhintergrund, kein Foto. Der Text auf dem Foto bleibt lesbar, der Kontrast ist gesichert.',
    );
  });

  it('text too long and a photo without licence: one sentence each, the contrast said because there is a photo', () => {
    expect(
      sharepicQuality([pic('https://x.example/a.jpg'), pic('https://x.example/a.jpg', { overflow: true }), info]),
    ).toBe(
      'Prüfen: Der Text ist zu lang für Sharepic 2. Die Lizenz des Fotos auf Sharepic 1 und 2 ist nicht erfasst. Der Text auf dem Foto bleibt lesbar, der Kontrast ist gesichert.',
    );
  });

  it('all fine', () => {
    expect(
      sharepicQuality([pic('https://x.example/a.jpg', licensed), pic('https://x.example/a.jpg', licensed), info]),
    ).toBe('Gut: Texte passen, Kontrast ausreichend, Foto vorhanden, Lizenz erfasst, Bildnachweis im Bild.');
  });
});
