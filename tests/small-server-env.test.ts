import { describe, expect, it } from 'vitest';
import { missingSmallServerSettings, withSmallServerSettings } from '../scripts/small-server-env.mjs';

describe('the small server’s process settings (npm start, decision 042)', () => {
  it('adds what is missing and keeps what the operator set', () => {
    const env = withSmallServerSettings({ MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--enable-source-maps' });
    expect(env).toMatchObject({
      MALLOC_ARENA_MAX: '4',
      MALLOC_MMAP_THRESHOLD_: '131072',
      NODE_OPTIONS: '--enable-source-maps --max-semi-space-size=2 --max-old-space-size=256',
    });
    expect(withSmallServerSettings({ NODE_OPTIONS: '--max-old-space-size=1024' }).NODE_OPTIONS).toBe(
      '--max-old-space-size=1024 --max-semi-space-size=2',
    );
  });

  it('names only what a process started with `env` lacks, with the value npm start exports', () => {
    expect(missingSmallServerSettings({ MALLOC_ARENA_MAX: '4', PORT: '3000' })).toEqual({
      MALLOC_MMAP_THRESHOLD_: '131072',
      NODE_OPTIONS: '--max-semi-space-size=2 --max-old-space-size=256',
    });
    expect(missingSmallServerSettings(withSmallServerSettings({ PORT: '3000' }))).toEqual({});
  });
});
