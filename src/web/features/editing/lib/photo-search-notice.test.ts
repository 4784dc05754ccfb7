import { describe, expect, it } from 'vitest';
import type { PhotoSearchAnswer, PhotoSourceAnswer, PhotoSourceUnavailable } from '../../../../shared/editing';
import { photoSearchNotice } from './photo-search-notice';

const commonsDown: PhotoSourceAnswer = {
  source: 'commons',
  photos: [],
  message: 'Wikimedia Commons ist gerade nicht erreichbar.',
  unreachable: true,
};
const pexelsMissing: PhotoSourceUnavailable = {
  source: 'pexels',
  message: 'Pexels ist nicht eingerichtet (PEXELS_API_KEY fehlt).',
};
const uploads: PhotoSourceAnswer = { source: 'upload', photos: [] };

describe('photoSearchNotice', () => {
  const offline: PhotoSearchAnswer = { sources: [commonsDown, uploads], unavailable: [pexelsMissing] };

  it('offline: one message naming both sources, the likely cause and, to an admin, the two settings', () => {
    const { title, lines } = photoSearchNotice(offline, true)!;
    expect(title).toBe('Fehler bei der Bildsuche');
    expect(lines[0]).toBe('Die Fotosuche im Internet hat gerade keine Quelle erreicht.');
    expect(lines).toContain('Wikimedia Commons ist gerade nicht erreichbar.');
    expect(lines).toContain('Pexels ist nicht eingerichtet (PEXELS_API_KEY fehlt).');
    expect(lines.join(' ')).toContain('keinen Zugang zum Internet');
    const setUp = lines.find((l) => l.startsWith('Du kannst'))!;
    expect(setUp).toContain('PEXELS_API_KEY');
    expect(setUp).toContain('COMMONS_API_URL');
    expect(lines.at(-1)).toBe('Eigene Bilder lassen sich weiterhin hochladen und wählen.');
  });

  it('tells someone who is not an admin that an admin can set it up, never „Du kannst“', () => {
    const { lines } = photoSearchNotice(offline, false)!;
    expect(lines).toContain(
      'Ein Admin kann das in der Server-Konfiguration einrichten (PEXELS_API_KEY, COMMONS_API_URL).',
    );
    expect(lines.some((l) => l.startsWith('Du kannst'))).toBe(false);
  });

  it('one source down, the other answering: says where the results come from, no offline guess for a server error', () => {
    const answer: PhotoSearchAnswer = {
      sources: [
        { source: 'commons', photos: [], message: 'Bei der Suche in Wikimedia Commons ist ein Fehler aufgetreten.' },
        { source: 'pexels', photos: [] },
        uploads,
      ],
      unavailable: [],
    };
    const { title, lines } = photoSearchNotice(answer, true)!;
    expect(title).toBeNull();
    expect(lines[0]).toBe('Die Ergebnisse kommen nur von Pexels.');
    expect(lines.join(' ')).not.toContain('Internet');
    expect(lines.find((l) => l.startsWith('Du kannst'))).not.toContain('PEXELS_API_KEY');
  });

  it('says nothing while every source that is set up answered (a missing Pexels key alone is no news)', () => {
    expect(
      photoSearchNotice({ sources: [{ source: 'commons', photos: [] }, uploads], unavailable: [pexelsMissing] }, true),
    ).toBeNull();
  });

  it('with no external source set up at all, names both and what to set', () => {
    const { title, lines } = photoSearchNotice(
      {
        sources: [uploads],
        unavailable: [
          { source: 'commons', message: 'Wikimedia Commons ist abgeschaltet (COMMONS_API_URL=off).' },
          pexelsMissing,
        ],
      },
      true,
    )!;
    // Nothing failed, nothing was set up: no „Fehler“.
    expect(title).toBeNull();
    expect(lines.slice(0, 3)).toEqual([
      'Für die Fotosuche im Internet ist keine Quelle eingerichtet.',
      'Wikimedia Commons ist abgeschaltet (COMMONS_API_URL=off).',
      'Pexels ist nicht eingerichtet (PEXELS_API_KEY fehlt).',
    ]);
  });
});
