import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText, refusalReason } from './error-text';

const fallback = 'Änderungen konnten nicht gespeichert werden';

describe('errorText, the one place that picks the words for a failure', () => {
  it("shows the server's message where the situation takes it", () => {
    expect(errorText(new ApiError(502, 'publish_failed', 'Buffer: Tageslimit erreicht'), fallback)).toBe(
      'Buffer: Tageslimit erreicht',
    );
  });

  it("keeps the situation's fixed text for a server failure", () => {
    expect(errorText(new ApiError(500, 'internal', 'Datenbank weg'), fallback, 'fixed')).toBe(fallback);
    expect(errorText(new ApiError(422, 'validation_failed', 'Sharepic 2: keine Bilddatei'), fallback, 'fixed')).toBe(
      fallback,
    );
  });

  it('always explains what the person has to act on: conflict, session, right, size, rate, network', () => {
    for (const [status, code] of [
      [409, 'conflict'],
      [401, 'unauthorized'],
      [403, 'forbidden'],
      [413, 'payload_too_large'],
      [429, 'rate_limited'],
      [0, 'network'],
    ] as const) {
      expect(errorText(new ApiError(status, code, `Meldung ${status}`), fallback, 'fixed')).toBe(`Meldung ${status}`);
    }
  });

  it('never shows the English message of something that is not an API error', () => {
    expect(errorText(new TypeError('Failed to fetch dynamically imported module'), fallback)).toBe(fallback);
    expect(errorText('kaputt', fallback)).toBe(fallback);
    expect(errorText(new ApiError(500, 'internal', ''), fallback)).toBe(fallback);
  });

  it("gives the server's reason for a refused input, and nothing for other failures", () => {
    expect(refusalReason(new ApiError(422, 'validation_failed', 'Sharepic 2: keine Bilddatei'))).toBe(
      'Sharepic 2: keine Bilddatei',
    );
    expect(refusalReason(new ApiError(500, 'internal', 'Datenbank weg'))).toBeNull();
    expect(refusalReason(new Error('x'))).toBeNull();
  });
});
