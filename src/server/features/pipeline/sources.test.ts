import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { defaultSources } from '../../engines/pipeline/sources/default-sources';
import { createUser } from '../users';
import { runPipelineNow } from './pipeline.service';
import { seedDefaultSources } from './sources.service';

describe.each(backends)('feed sources on %s', (backend) => {
  let t: TestContext;
  let admin: string;

  beforeAll(async () => {
    t = await createTestContext(backend);
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  const api = (method: string, path: string, body?: unknown) =>
    t.app.request(`/api/pipeline${path}`, jsonRequest(method, body, admin));
  const list = async () => (await (await api('GET', '/sources')).json()).sources as any[];

  it('seeds the default European-affairs sources once, and never re-adds ones an admin removed', async () => {
    expect(await seedDefaultSources(t)).toBe(defaultSources.length);
    const seeded = await list();
    expect(seeded.map((s) => s.name)).toContain('Deutschlandfunk Europa');
    expect(seeded[0]).toMatchObject({ enabled: true, last_status: null, last_fetched_at: null });
    expect((await api('DELETE', `/sources/${seeded[0].id}`)).status).toBe(204);
    expect(await seedDefaultSources(t)).toBe(0);
    expect(await list()).toHaveLength(defaultSources.length - 1);
  });

  it('adds a source with validation and German messages, refusing a duplicate address', async () => {
    const bad = await api('POST', '/sources', {
      name: 'X',
      url: 'ftp://example.org/feed',
      language: 'de',
      country: 'DE',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Bitte gib eine gültige http(s)-Adresse ein');
    const noName = await api('POST', '/sources', {
      name: '  ',
      url: 'https://example.org/feed',
      language: 'de',
      country: 'DE',
    });
    expect((await noName.json()).error.message).toBe('Name der Quelle wird benötigt');

    const ok = await api('POST', '/sources', {
      name: ' Regionalzeitung ',
      url: 'https://example.org/rss',
      language: 'de',
      country: 'de',
    });
    expect(ok.status).toBe(201);
    expect((await ok.json()).source).toMatchObject({
      name: 'Regionalzeitung',
      url: 'https://example.org/rss',
      country: 'DE',
      enabled: true,
    });

    const twice = await api('POST', '/sources', {
      name: 'Nochmal',
      url: 'https://example.org/rss',
      language: 'de',
      country: 'DE',
    });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe('Diese Feed-Adresse ist bereits eingetragen.');
  });

  it('renames and disables a source; a disabled source is not fetched', async () => {
    const target = (await list()).find((s) => s.url === 'https://example.org/rss');
    const res = await api('PATCH', `/sources/${target.id}`, { enabled: false, name: 'Regionalzeitung (Pause)' });
    expect(res.status).toBe(200);
    expect((await res.json()).source).toMatchObject({ enabled: false, name: 'Regionalzeitung (Pause)' });
    expect((await api('PATCH', `/sources/${target.id}`, {})).status).toBe(400);

    // Disable everything: a run then fetches nothing at all (and needs no network).
    for (const s of await list()) await api('PATCH', `/sources/${s.id}`, { enabled: false });
    const { done } = await runPipelineNow(t, { trigger: 'manual' });
    const outcome = await done;
    expect(outcome.status).toBe('succeeded');
    expect(outcome.summary!.sources).toEqual([]);
    expect((await list()).every((s) => s.last_fetched_at === null)).toBe(true);
  });

  it('answers 404 in German for unknown sources', async () => {
    for (const [method, body] of [
      ['PATCH', { enabled: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(method, '/sources/00000000-0000-4000-8000-000000000000', body);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe('Diese Quelle wurde nicht gefunden.');
    }
    expect((await api('DELETE', '/sources/kein-uuid')).status).toBe(404);
  });
});
