import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { organizationSettings } from '../../db/schema/settings';
import { createUser } from '../users';
import { createDbPorts } from './db-ports';
import { runPipelineNow } from './pipeline.service';

const localFeed = path.resolve(import.meta.dirname, '../../../../tests/fixtures/feeds/de_tagesschau_2024-12-21.xml');

describe.each(backends)('regional terms on %s', (backend) => {
  let t: TestContext;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestContext(backend, { ORGANIZATION_NAME: 'Europa-Union Magdeburg' });
    t.clock.set('2024-12-21T19:30:00Z');
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    await createUser(t, { email: 'editor@example.org', password: 'geheim123', role: 'editor' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
    editor = await signIn(t, 'editor@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  const call = (method: string, body?: unknown, cookie?: string) =>
    t.app.request('/api/pipeline/regional-terms', jsonRequest(method, body, cookie));
  const rows = () => t.db.select().from(organizationSettings);

  it('refuses anonymous callers (401) and editors (403) in the one error shape', async () => {
    for (const method of ['GET', 'PUT']) {
      const body = method === 'PUT' ? { terms: ['Magdeburg'] } : undefined;
      const anonymous = await call(method, body);
      expect(anonymous.status, method).toBe(401);
      expect(await anonymous.json()).toEqual({ error: { code: 'unauthorized', message: 'Bitte melde dich an.' } });
      const asEditor = await call(method, body, editor);
      expect(asEditor.status, method).toBe(403);
      expect(await asEditor.json()).toEqual({
        error: { code: 'forbidden', message: 'Dafür fehlt dir die Berechtigung.' },
      });
    }
    expect(await rows()).toEqual([]);
  });

  it('refuses a cross-origin save even from an admin', async () => {
    const res = await t.app.request('/api/pipeline/regional-terms', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie: admin },
      body: JSON.stringify({ terms: ['Magdeburg'] }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Anfrage von einer fremden Herkunft abgelehnt.');
  });

  it('reads an empty list before the settings row exists, without creating it', async () => {
    const res = await call('GET', undefined, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ terms: [] });
    expect(await rows()).toEqual([]);
  });

  it('answers invalid input with 400, input over a limit with 422, and the German message', async () => {
    const cases: [unknown, number, string][] = [
      [{ terms: ['Magdeburg', 'X'] }, 400, '„X“ ist zu kurz: Ein regionaler Begriff braucht mindestens 2 Zeichen.'],
      [
        { terms: Array.from({ length: 51 }, (_, i) => `Ort ${i}`) },
        422,
        'Es sind höchstens 50 regionale Begriffe möglich, eingegeben wurden 51.',
      ],
      [{ terms: 'Magdeburg' }, 400, 'Die regionalen Begriffe müssen als Liste von Texten gesendet werden.'],
      [{}, 400, 'Die regionalen Begriffe müssen als Liste von Texten gesendet werden.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('PUT', body, admin);
      expect(res.status).toBe(status);
      expect((await res.json()).error).toMatchObject({ code: 'validation_failed', message });
    }
    expect(await rows()).toEqual([]);
  });

  it('creates the settings row on first save, stores the normalised list and leaves the Buffer settings alone', async () => {
    const saved = await call('PUT', { terms: [' Magdeburg ', '', 'Sachsen-Anhalt', 'magdeburg'] }, admin);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ terms: ['Magdeburg', 'Sachsen-Anhalt'] });
    expect(await (await call('GET', undefined, admin)).json()).toEqual({ terms: ['Magdeburg', 'Sachsen-Anhalt'] });

    const buffer = await t.app.request(
      '/api/settings/buffer',
      jsonRequest('PUT', { access_token: 'key-1234', profile_id: 'chan-1' }, admin),
    );
    expect(buffer.status).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({
      organizationName: 'Europa-Union Magdeburg',
      bufferProfileId: 'chan-1',
      regionalTerms: ['Magdeburg', 'Sachsen-Anhalt'],
    });

    await call('PUT', { terms: ['Magdeburg', 'Sachsen-Anhalt', 'Halle (Saale)'] }, admin);
    expect(await rows()).toEqual([
      expect.objectContaining({
        bufferProfileId: 'chan-1',
        regionalTerms: ['Magdeburg', 'Sachsen-Anhalt', 'Halle (Saale)'],
      }),
    ]);
  });

  it('hands the stored terms to the pipeline', async () => {
    const { ports } = createDbPorts(t, { runDate: '2024-12-21', demo: false, sources: [] });
    expect(await ports.loadRegionalTerms?.()).toEqual(['Magdeburg', 'Sachsen-Anhalt', 'Halle (Saale)']);
  });

  it('a run on a local feed weights stories that name a regional term and says so in "Warum ausgewählt"', async () => {
    const { done } = await runPipelineNow(t, { trigger: 'cli', sources: [localFeed] });
    const outcome = await done;
    expect(outcome.status).toBe('succeeded');

    const items = ((await (await t.app.request('/api/news', { headers: { cookie: editor } })).json()) as any[]).filter(
      (n) => !n.is_demo,
    );
    expect(items.length).toBeGreaterThan(0);
    const regional = items.filter((n) => n.recommendation_signals.regional_relevance > 0);
    expect(regional.length).toBeGreaterThan(0);
    for (const item of regional) {
      expect(item.recommendation_signals.warum).toContain('Bezug zur Region');
      expect(item.recommendation_reasoning).toContain('Bezug zur Region');
    }
    for (const item of items.filter((n) => n.recommendation_signals.regional_relevance === 0)) {
      expect(item.recommendation_signals.warum).not.toContain('Bezug zur Region');
    }
  });
});
