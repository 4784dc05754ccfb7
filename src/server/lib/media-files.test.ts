import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaAreaDir, mediaFileOf, mediaUrlOf } from './media-files';

const root = path.resolve('/srv/data/media');

describe('media folder layout', () => {
  it('maps an area and a name to a URL and a folder', () => {
    expect(mediaUrlOf('uploads', 'abc.jpg')).toBe('/media/uploads/abc.jpg');
    expect(mediaAreaDir(root, 'sharepics')).toBe(path.join(root, 'sharepics'));
  });

  it('resolves a /media URL path to the file inside the folder', () => {
    expect(mediaFileOf(root, '/media/sharepics/abc.png')).toBe(path.join(root, 'sharepics', 'abc.png'));
    expect(mediaFileOf(root, '/media/uploads/mit%20leerzeichen.jpg')).toBe(
      path.join(root, 'uploads', 'mit leerzeichen.jpg'),
    );
  });

  it('never leads out of the folder: .. is clamped at its root', () => {
    for (const escape of [
      '/media/../auth-secret',
      '/media/%2e%2e/auth-secret',
      '/media/sharepics/../../../auth-secret',
    ])
      expect(mediaFileOf(root, escape)).toBe(path.join(root, 'auth-secret'));
  });

  it('refuses paths outside /media, broken encodings, NUL bytes and the folder itself', () => {
    for (const bad of ['/assets/x.js', '/mediax/a.png', '/media/%E0%A4%A', '/media/a%00.png', '/media/', '/media/..'])
      expect(mediaFileOf(root, bad), bad).toBeNull();
  });
});
