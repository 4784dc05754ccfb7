import { describe, expect, it } from 'vitest';
import { typedOrStored, validateSettingsForm } from './settings-form';

describe('validateSettingsForm', () => {
  it('requires the token after trimming while none is stored, and reports it first', () => {
    expect(validateSettingsForm({ accessToken: '   ', profileId: '' }, false)).toEqual({
      ok: false,
      message: 'Buffer Access Token wird benötigt',
    });
  });

  it('requires the profile id after trimming', () => {
    expect(validateSettingsForm({ accessToken: 'key', profileId: ' \t ' }, false)).toEqual({
      ok: false,
      message: 'Buffer Profile ID wird benötigt',
    });
    expect(validateSettingsForm({ accessToken: '', profileId: ' ' }, true)).toEqual({
      ok: false,
      message: 'Buffer Profile ID wird benötigt',
    });
  });

  it('trims both values before saving', () => {
    expect(validateSettingsForm({ accessToken: '  key-123 ', profileId: ' chan-1\n' }, false)).toEqual({
      ok: true,
      input: { access_token: 'key-123', profile_id: 'chan-1' },
    });
  });

  it('keeps a stored token by leaving an empty token field out of the request', () => {
    const kept = validateSettingsForm({ accessToken: '  ', profileId: 'chan-1' }, true);
    expect(kept.ok && JSON.stringify(kept.input)).toBe('{"profile_id":"chan-1"}');
    expect(validateSettingsForm({ accessToken: 'neu', profileId: 'chan-1' }, true)).toEqual({
      ok: true,
      input: { access_token: 'neu', profile_id: 'chan-1' },
    });
  });
});

describe('typedOrStored', () => {
  it('sends a typed value trimmed and an empty one not at all', () => {
    expect(typedOrStored(' abc ')).toBe('abc');
    expect(typedOrStored('   ')).toBeUndefined();
  });
});
