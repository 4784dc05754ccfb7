import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed, SecretBoxError } from './secret-box';

const secret = 'a-server-secret-that-is-at-least-32-characters-long';

describe('secret box', () => {
  it('round-trips a value and never stores it in clear', () => {
    const box = createSecretBox(secret);
    const sealed = box.encrypt('buffer-api-key-123');
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain('buffer-api-key-123');
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed('buffer-api-key-123')).toBe(false);
    expect(box.decrypt(sealed)).toBe('buffer-api-key-123');
  });

  it('uses a fresh iv each time, so equal secrets do not look equal', () => {
    const box = createSecretBox(secret);
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('round-trips unicode and empty strings', () => {
    const box = createSecretBox(secret);
    expect(box.decrypt(box.encrypt('Schlüssel ß €'))).toBe('Schlüssel ß €');
    expect(box.decrypt(box.encrypt(''))).toBe('');
  });

  it('survives a restart: a new box from the same secret decrypts', () => {
    const sealed = createSecretBox(secret).encrypt('k');
    expect(createSecretBox(secret).decrypt(sealed)).toBe('k');
  });

  it('fails clearly with another server secret', () => {
    const sealed = createSecretBox(secret).encrypt('k');
    expect(() => createSecretBox(secret + 'x').decrypt(sealed)).toThrow(SecretBoxError);
    expect(() => createSecretBox(secret + 'x').decrypt(sealed)).toThrow(/wrong server secret or tampered/);
  });

  it('detects tampering with ciphertext, tag or iv', () => {
    const box = createSecretBox(secret);
    const sealed = box.encrypt('buffer-api-key-123');
    const [v, iv, tag, ct] = sealed.split(':');
    const flip = (b64: string) => {
      const buf = Buffer.from(b64, 'base64url');
      buf[0] ^= 1;
      return buf.toString('base64url');
    };
    for (const tampered of [
      [v, iv, tag, flip(ct)],
      [v, iv, flip(tag), ct],
      [v, flip(iv), tag, ct],
    ]) {
      expect(() => box.decrypt(tampered.join(':'))).toThrow(SecretBoxError);
    }
  });

  it('binds the optional context', () => {
    const box = createSecretBox(secret);
    const sealed = box.encrypt('k', 'organization_settings.buffer_access_token');
    expect(box.decrypt(sealed, 'organization_settings.buffer_access_token')).toBe('k');
    expect(() => box.decrypt(sealed, 'other')).toThrow(SecretBoxError);
  });

  it('rejects unknown formats and an empty secret', () => {
    const box = createSecretBox(secret);
    expect(() => box.decrypt('plain-text-token')).toThrow(/unknown format/);
    expect(() => box.decrypt('v2:a:b:c')).toThrow(/unknown format/);
    expect(() => createSecretBox('')).toThrow(SecretBoxError);
  });
});
