import { describe, expect, it } from 'vitest';
import {
  countHashtags,
  isPublicHost,
  preflightPassed,
  publicAddressStatus,
  runPreflight,
  type PreflightInput,
} from './preflight';

const good: PreflightInput = {
  audience: 'team',
  settingsPresent: true,
  caption: 'Die EU beschließt den Klimaplan. #Europa #Klima',
  sharepics: [1, 2, 3].map((n) => ({ url: `/media/abc${n}.jpg`, jpeg: true, width: 1080, height: 1350 })),
  publicUrl: 'https://news.europa-union.example.org',
  bufferApiUrl: 'https://api.buffer.com',
  bufferReachable: { ok: true },
};
const byId = (input: Partial<PreflightInput>) =>
  Object.fromEntries(runPreflight({ ...good, ...input }).map((c) => [c.id, c]));

describe('preflight', () => {
  it('passes a complete, publishable post with German labels', () => {
    const checks = runPreflight(good);
    expect(checks.map((c) => c.id)).toEqual([
      'settings',
      'caption_length',
      'hashtags',
      'images_present',
      'images_jpeg',
      'public_url',
      'photo_credit',
      'buffer_reachable',
    ]);
    expect(preflightPassed(checks)).toBe(true);
    expect(checks.find((c) => c.id === 'settings')?.label).toBe('Buffer-Einstellungen');
  });

  it('names the sharepics whose photo has no credit: „Bildnachweis fehlt“ stops the post', () => {
    const checks = runPreflight({ ...good, uncreditedPhotos: [1, 2] });
    const credit = checks.find((c) => c.id === 'photo_credit')!;
    expect(credit).toMatchObject({ ok: false, label: 'Bildnachweis' });
    expect(credit.message).toMatch(/^Bildnachweis fehlt: Sharepic 1 und 2 zeigt ein Foto ohne Urheber\/in/);
    expect(preflightPassed(checks)).toBe(false);
  });

  it('fails without settings and does not claim Buffer was reached', () => {
    const c = byId({ settingsPresent: false, bufferReachable: null });
    expect(c.settings.ok).toBe(false);
    expect(c.settings.message).toMatch(/keine Buffer-Einstellungen/);
    expect(c.buffer_reachable.ok).toBe(false);
  });

  it('tells an admin what to do and everyone else that an admin has to, never an admin that „an admin must“', () => {
    const forAdmin = byId({ audience: 'admin', settingsPresent: false, publicUrl: 'http://127.0.0.1:3000' });
    expect(forAdmin.settings.message).toBe(
      'Es sind noch keine Buffer-Einstellungen hinterlegt. Trage den Buffer-Zugangsschlüssel und die Kanal-ID in den Einstellungen unter „Veröffentlichung“ ein.',
    );
    expect(forAdmin.public_url.message).toContain('http://127.0.0.1:3000');
    expect(forAdmin.public_url.message).toContain('PUBLIC_URL');
    const forTeam = byId({ audience: 'team', settingsPresent: false, publicUrl: 'http://127.0.0.1:3000' });
    expect(forTeam.settings.message).toContain('nur ein Admin');
    // No jargon and no internal address for someone who cannot change it.
    expect(forTeam.public_url.message).not.toContain('PUBLIC_URL');
    expect(forTeam.public_url.message).not.toContain('127.0.0.1');
    for (const c of [...Object.values(forAdmin), ...Object.values(forTeam)]) {
      expect(c.message).not.toMatch(/Ein Admin muss|\/admin/);
    }
  });

  it('allows exactly 2,200 characters (counted as characters, not UTF-16 units) and rejects 2,201', () => {
    expect(byId({ caption: 'a'.repeat(2200) }).caption_length.ok).toBe(true);
    expect(byId({ caption: '🇪🇺'.repeat(1100) }).caption_length.ok).toBe(true);
    const tooLong = byId({ caption: 'ä'.repeat(2201) }).caption_length;
    expect(tooLong.ok).toBe(false);
    expect(tooLong.message).toMatch(/2201 Zeichen.*höchstens 2200.*um 1 Zeichen/);
  });

  it('allows 30 hashtags and rejects 31', () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `#Thema${i}`).join(' ');
    expect(byId({ caption: tags(30) }).hashtags.ok).toBe(true);
    const c = byId({ caption: tags(31) }).hashtags;
    expect(c.ok).toBe(false);
    expect(c.message).toMatch(/31 Hashtags/);
  });

  it('counts hashtags like Instagram', () => {
    expect(countHashtags('#Europa #Klimaschutz_2030 #ÄÖÜß')).toBe(3);
    expect(countHashtags('Preis 5 # und #1 und Seite#anker und https://x.org/#frag')).toBe(0);
    expect(countHashtags('Text.#EU')).toBe(1);
  });

  it('needs three rendered images', () => {
    const c = byId({ sharepics: [good.sharepics[0], { url: '', jpeg: false }, good.sharepics[2]] }).images_present;
    expect(c.ok).toBe(false);
    expect(c.message).toMatch(/nur 2 von 3 Sharepics/);
  });

  it('needs JPEG at 4:5', () => {
    const png = byId({
      sharepics: [good.sharepics[0], { url: '/media/b.png', jpeg: false }, good.sharepics[2]],
    }).images_jpeg;
    expect(png.ok).toBe(false);
    expect(png.message).toMatch(/Sharepic 2 liegt nicht als JPEG/);
    const square = byId({
      sharepics: [{ url: '/a.jpg', jpeg: true, width: 1080, height: 1080 }, ...good.sharepics.slice(1)],
    }).images_jpeg;
    expect(square.ok).toBe(false);
  });

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://[::1]:3000',
    'http://192.168.1.20',
    'http://10.0.0.5',
    'http://172.20.1.1',
    'http://server',
  ])('rejects the non-public PUBLIC_URL %s while Buffer is the real one', (publicUrl) => {
    const c = byId({ publicUrl, audience: 'admin' }).public_url;
    expect(c.ok).toBe(false);
    expect(c.message).toMatch(/nicht erreichen: Die Adresse gilt nur im eigenen Netz.*PUBLIC_URL/);
  });

  it('rejects an absolute image URL on a private host even with a public PUBLIC_URL', () => {
    const sharepics = [{ url: 'http://192.168.0.9/media/1.jpg', jpeg: true }, ...good.sharepics.slice(1)];
    expect(byId({ sharepics }).public_url.ok).toBe(false);
  });

  it('accepts a loopback PUBLIC_URL when BUFFER_API_URL is a loopback fake, but not a private one', () => {
    const local = { bufferApiUrl: 'http://127.0.0.1:4010' };
    expect(byId({ ...local, publicUrl: 'http://localhost:3000' }).public_url.ok).toBe(true);
    expect(byId({ ...local, publicUrl: 'http://[::1]:3000' }).public_url.ok).toBe(true);
    expect(byId({ ...local, publicUrl: 'http://192.168.1.20' }).public_url.ok).toBe(false);
  });

  it('shows the connection test message when Buffer is not reachable with the key', () => {
    const c = byId({
      bufferReachable: { ok: false, message: 'Der Buffer-API-Schlüssel ist ungültig.' },
    }).buffer_reachable;
    expect(c).toMatchObject({ ok: false, message: 'Der Buffer-API-Schlüssel ist ungültig.' });
  });

  it('classifies hosts', () => {
    expect(isPublicHost('news.example.org')).toBe(true);
    expect(isPublicHost('8.8.8.8')).toBe(true);
    expect(isPublicHost('169.254.1.1')).toBe(false);
    expect(isPublicHost('100.64.0.1')).toBe(false);
    expect(isPublicHost('fd00::1')).toBe(false);
    expect(isPublicHost('printer.local')).toBe(false);
  });
});

describe('publicAddressStatus', () => {
  it('calls a public PUBLIC_URL public, a local one fine only beside a local Buffer, else not public', () => {
    expect(publicAddressStatus('https://news.example.org', 'https://api.buffer.com')).toBe('public');
    expect(publicAddressStatus('http://127.0.0.1:3000', 'http://127.0.0.1:4000')).toBe('local-buffer');
    expect(publicAddressStatus('http://127.0.0.1:3000', 'https://api.buffer.com')).toBe('not-public');
    expect(publicAddressStatus('http://192.168.1.5:3000', 'https://api.buffer.com')).toBe('not-public');
  });
});
