import { describe, expect, it } from 'vitest';
import { settingsFormSchema, toSettingsRequest, typedOrStored } from './settings-form';

const firstMessage = (tokenStored: boolean, values: { access_token: string; profile_id: string }) => {
  const parsed = settingsFormSchema(tokenStored).safeParse(values);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('the Buffer settings form schema', () => {
  it('requires the token after trimming while none is stored, and reports it first', () => {
    expect(firstMessage(false, { access_token: '   ', profile_id: '' })).toBe('Buffer Access Token wird benötigt');
  });

  it('requires the profile id after trimming', () => {
    expect(firstMessage(false, { access_token: 'key', profile_id: ' \t ' })).toBe('Buffer Profile ID wird benötigt');
    expect(firstMessage(true, { access_token: '', profile_id: ' ' })).toBe('Buffer Profile ID wird benötigt');
  });

  it('trims both values before saving', () => {
    const parsed = settingsFormSchema(false).parse({ access_token: '  key-123 ', profile_id: ' chan-1\n' });
    expect(toSettingsRequest(parsed)).toEqual({ access_token: 'key-123', profile_id: 'chan-1' });
  });

  it('keeps a stored token by leaving an empty token field out of the request', () => {
    const kept = toSettingsRequest(settingsFormSchema(true).parse({ access_token: '  ', profile_id: 'chan-1' }));
    expect(JSON.stringify(kept)).toBe('{"profile_id":"chan-1"}');
    expect(toSettingsRequest(settingsFormSchema(true).parse({ access_token: 'neu', profile_id: 'chan-1' }))).toEqual({
      access_token: 'neu',
      profile_id: 'chan-1',
    });
  });
});

describe('typedOrStored', () => {
  it('sends a typed value trimmed and an empty one not at all', () => {
    expect(typedOrStored(' abc ')).toBe('abc');
    expect(typedOrStored('   ')).toBeUndefined();
  });
});
