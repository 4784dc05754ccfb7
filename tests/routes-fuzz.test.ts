import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from './setup/test-context';
import { news } from '../src/server/db/schema/news';
import { createUser, ensureFirstAdmin } from '../src/server/features/users';

/**
 * Walks every registered route as anonymous visitor, editor and admin with hostile input: NUL bytes and
 * other control characters, 1 MB strings, lone surrogates, `null`/array/number bodies, numbers beyond
 * the database's int4, `%00`/`..`/very long ids, wrong content types and broken JSON. Every answer must be
 * a success or a refusal in the one error shape with a German message; the server must never answer 500.
 */

const origin = 'http://localhost:3000';
const mega = 'x'.repeat(1_000_000);

const hostileStrings: Record<string, string> = {
  nul: 'a\u0000b',
  control: 'a\u0007\u001b[31mb',
  huge: mega,
  loneSurrogate: 'a\ud800b',
  script: 'javascript://example.org/%0aalert(1)',
  dataUrl: 'data:text/html,<script>alert(1)</script>',
  hugeEmail: `${'a'.repeat(1_000_000)}@example.org`,
  longEmail: `${'a'.repeat(5000)}@example.org`,
  longUrl: `https://example.org/${'a'.repeat(100_000)}`,
};
const hostileNumbers: Record<string, unknown> = {
  int4Overflow: 2 ** 31,
  huge: 1e308,
  negative: -1,
  fraction: 1.5,
  numericString: '1',
};
const hostileIds = [
  '%00',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  "1'%20or%20'1'='1",
  '%ff',
  '%E2%80%AE',
];
const rawBodies: { name: string; type?: string; body: string }[] = [
  { name: 'null', type: 'application/json', body: 'null' },
  { name: 'array', type: 'application/json', body: '[]' },
  { name: 'number', type: 'application/json', body: '42' },
  { name: 'string', type: 'application/json', body: '"text"' },
  { name: 'broken json', type: 'application/json', body: '{"a":' },
  { name: 'empty', type: 'application/json', body: '' },
  { name: 'nul key', type: 'application/json', body: '{"\\u0000":"\\u0000"}' },
  { name: 'text/plain', type: 'text/plain', body: '{"a":1}' },
  { name: 'no content type', body: '{"a":1}' },
  { name: 'form', type: 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
  { name: 'broken multipart', type: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
  { name: 'oversized', type: 'application/json', body: JSON.stringify({ a: 'x'.repeat(3_000_000) }) },
];

type Sample = { body?: unknown; query?: Record<string, string> };

const brandSample = {
  organizationName: 'Europa-Union Ulm',
  claim: 'Europa beginnt vor Ort',
  primaryColor: '#003399',
  accentColor: '#FFCC00',
  font: 'Inter',
  layout: 'photo-band',
  infoHeadline: 'Europa geht uns alle an',
  infoCallToAction: 'Mach mit!',
};

/** A plausible valid input per route; its leaves are mutated one at a time. `VERSION` is read fresh. */
const samples: Record<string, Sample> = {
  'POST /api/auth/sign-in/email': { body: { email: 'fuzz@example.org', password: 'falsch-123' } },
  'POST /api/auth/sign-out': { body: {} },
  'GET /api/news': { query: { category: 'heute' } },
  'PATCH /api/news/:id/text': { body: { title: 'Titel', instagram_text: 'Text', version: 'VERSION' } },
  'PATCH /api/news/:id/sharepics': {
    body: {
      sharepics: [
        { titel: 'Titel', inhalt: 'Inhalt' },
        { titel: 'Titel', inhalt: 'Inhalt' },
      ],
      version: 'VERSION',
    },
  },
  'PATCH /api/news/:id/backgrounds': {
    body: {
      backgrounds: [
        {
          image_url: '',
          credit: {
            photographer: 'Foto',
            photographer_url: 'https://www.pexels.com/@foto',
            source_url: 'https://www.pexels.com/photo/1',
            provider: 'pexels',
          },
        },
        { image_url: '', credit: null },
      ],
      version: 'VERSION',
    },
  },
  'GET /api/photos/search': { query: { q: 'Brüssel' } },
  'PUT /api/settings/buffer': { body: { access_token: 'token-123', profile_id: 'profil-1' } },
  'POST /api/settings/buffer/test': { body: { access_token: 'token-123', profile_id: 'profil-1' } },
  'POST /api/settings/buffer/channels': { body: { access_token: 'token-123' } },
  'PUT /api/settings/voice': {
    body: {
      address: 'sie',
      tone: 'engagiert',
      fixedHashtags: ['#EuropaUnion'],
      closingLine: 'Europa-Union Musterstadt',
      emoji: true,
    },
  },
  'GET /api/me/has-role': { query: { role: 'admin' } },
  'POST /api/me/password': { body: { currentPassword: 'falsch-123', newPassword: 'neues-passwort' } },
  'POST /api/users': { body: { email: 'neu@example.org', password: 'geheim123', role: 'editor' } },
  'PATCH /api/users/:id': { body: { role: 'editor', password: 'geheim123' } },
  'POST /api/pipeline/sources': {
    body: { name: 'Quelle', url: 'https://example.org/feed.xml', language: 'de', country: 'DE' },
  },
  'PATCH /api/pipeline/sources/:id': { body: { enabled: true, name: 'Quelle' } },
  'PUT /api/pipeline/regional-terms': { body: { terms: ['Ulm', 'Neu-Ulm'] } },
  'PUT /api/settings/brand': { body: brandSample },
  'POST /api/settings/brand/preview': { body: brandSample },
};

/** better-auth endpoints the web does not use; they must answer in the one shape too. */
const extraPaths = [
  'POST /api/auth/change-password',
  'POST /api/auth/update-user',
  'POST /api/auth/sign-up/email',
  'GET /api/auth/list-sessions',
  'GET /api/auth/get-session',
];

/** Routes whose handler has a side effect unrelated to its input: only size and id cases are sent. */
const noBodyCases = new Set(['POST /api/pipeline/runs']);

interface Case {
  label: string;
  path: string;
  init: RequestInit;
}

function mutations(value: unknown, path: string[] = []): { label: string; value: unknown }[] {
  const at = path.join('.') || '(body)';
  const out: { label: string; value: unknown }[] = [
    { label: `${at}=null`, value: null },
    { label: `${at}=array`, value: [value] },
    { label: `${at}=number`, value: 2 ** 31 },
  ];
  if (typeof value === 'string') {
    for (const [name, s] of Object.entries(hostileStrings)) out.push({ label: `${at}=${name}`, value: s });
  } else if (typeof value === 'number' || value === 'VERSION') {
    for (const [name, n] of Object.entries(hostileNumbers)) out.push({ label: `${at}=${name}`, value: n });
  } else if (typeof value === 'boolean') {
    out.push({ label: `${at}=string`, value: 'true' });
  } else if (Array.isArray(value)) {
    out.push({ label: `${at}=empty`, value: [] });
    out.push({ label: `${at}=10k`, value: Array.from({ length: 10_000 }, () => value[0] ?? 'x') });
    value.forEach((item, i) => {
      for (const m of mutations(item, [...path, String(i)])) {
        const copy = [...value];
        copy[i] = m.value;
        out.push({ label: m.label, value: copy });
      }
    });
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
      out.push({ label: `${[...path, key].join('.')} missing`, value: rest });
      for (const m of mutations(child, [...path, key]))
        out.push({ label: m.label, value: { ...value, [key]: m.value } });
    }
    out.push({ label: `${at}+\\u0000 key`, value: { ...value, '\u0000': '\u0000' } });
  }
  return out;
}

function bodyCases(method: string, path: string, sample: Sample | undefined, headers: Record<string, string>): Case[] {
  const cases: Case[] = [];
  if (method === 'GET') {
    const query = sample?.query ?? {};
    const variants: [string, string][] = [['(no query)', '']];
    for (const key of [...Object.keys(query), 'x']) {
      for (const [name, s] of Object.entries({ ...hostileStrings, huge: 'x'.repeat(100_000) })) {
        variants.push([`?${key}=${name}`, `?${new URLSearchParams({ ...query, [key]: s })}`]);
      }
      variants.push([`?${key} twice`, `?${key}=a&${key}=b`]);
      variants.push([`?${key}[]`, `?${key}[]=a`]);
      variants.push([`?${key}=%00 raw`, `?${key}=%00`]);
      variants.push([`?${key}=%ff raw`, `?${key}=%ff`]);
    }
    for (const [label, q] of variants) cases.push({ label, path: path + q, init: { method, headers } });
    return cases;
  }
  for (const raw of rawBodies) {
    const h = { ...headers };
    if (raw.type) h['content-type'] = raw.type;
    cases.push({ label: `body ${raw.name}`, path, init: { method, headers: h, body: raw.body } });
  }
  const base = sample?.body;
  if (base !== undefined) {
    for (const m of mutations(base)) {
      cases.push({
        label: m.label,
        path,
        init: { method, headers: { ...headers, 'content-type': 'application/json' }, body: m.value as never },
      });
    }
  }
  return cases;
}

// Words that betray an English message (better-auth's, zod's or Hono's defaults).
const english =
  /\b(the|invalid|expected|received|too (big|small)|must|required|error|payload|malformed|failed|unexpected|not found|string|number|object|array|undefined|null|request|body|credentials|password|email)\b/i;

describe('hostile input on every route', () => {
  let t: TestContext;
  let cookies: Record<'anonymous' | 'editor' | 'admin', string | undefined>;
  let newsId: string;
  let sourceId: string;
  let userId: string;
  let runId: string;
  let sent = 0;

  beforeAll(async () => {
    t = await createTestContext('pglite', {
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'geheim123',
      // Nothing listens there: a connection test or publish preflight fails fast instead of going online.
      BUFFER_API_URL: 'http://127.0.0.1:9',
    });
    await ensureFirstAdmin(t);
    await createUser(t, { email: 'editor@example.org', password: 'geheim123', role: 'editor' });
    userId = (await createUser(t, { email: 'ziel@example.org', password: 'geheim123', role: 'editor' })).id;
    cookies = {
      anonymous: undefined,
      editor: await signIn(t, 'editor@example.org', 'geheim123'),
      admin: await signIn(t, 'admin@example.org', 'geheim123'),
    };
    const [row] = await t.db
      .insert(news)
      .values({ title: 'Gipfel in Brüssel', date: '2026-11-18', instagramText: 'Text' })
      .returning();
    newsId = row!.id;
    const created = await t.app.request('/api/pipeline/sources', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie: cookies.admin! },
      body: JSON.stringify({ name: 'Fuzz', url: 'https://example.org/fuzz.xml', language: 'de', country: 'DE' }),
    });
    sourceId = (await created.json()).source.id;
    runId = '00000000-0000-4000-8000-000000000000';
  }, 120_000);
  afterAll(() => t?.close());

  const realId = (path: string) =>
    path.startsWith('/api/news/')
      ? newsId
      : path.startsWith('/api/pipeline/sources/')
        ? sourceId
        : path.startsWith('/api/users/')
          ? userId
          : runId;

  const routeKeys = () => {
    const seen = new Set<string>();
    for (const r of t.app.routes) {
      if (r.method === 'ALL') continue;
      const key = `${r.method} ${r.path.replace(/\/+$/, '') || '/'}`;
      if (key.endsWith('/*') && key.includes('/api/auth/')) continue;
      if (key === 'GET /api/events') continue; // a stream that never ends; it reads no input
      seen.add(key);
    }
    for (const extra of extraPaths) seen.add(extra);
    return [...seen].sort();
  };

  async function currentVersion(): Promise<number> {
    const res = await t.app.request(`/api/news/${newsId}`);
    return (await res.json()).version;
  }

  async function send(c: Case): Promise<Response> {
    let body = c.init.body;
    if (body !== undefined && typeof body !== 'string') {
      const version = await currentVersion();
      body = JSON.stringify(body, (_k, v) => (v === 'VERSION' ? version : v));
    }
    return t.app.request(c.path, { ...c.init, body });
  }

  async function check(key: string, caller: keyof typeof cookies, c: Case, failures: string[]) {
    sent += 1;
    let res: Response;
    try {
      res = await send(c);
    } catch (err) {
      failures.push(`${caller} ${key} [${c.label}]: threw ${String(err)}`);
      return;
    }
    const where = `${caller} ${key} [${c.label}] → ${res.status}`;
    if (res.status >= 500 && res.status !== 502 && res.status !== 503) {
      failures.push(`${where}: ${(await res.text()).slice(0, 200)}`);
      return;
    }
    if (res.status < 400) {
      await res.arrayBuffer();
      return;
    }
    const text = await res.text();
    let parsed: { error?: { code?: unknown; message?: unknown } } | undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      failures.push(`${where}: not JSON: ${text.slice(0, 200)}`);
      return;
    }
    const message = parsed?.error?.message;
    if (typeof parsed?.error?.code !== 'string' || typeof message !== 'string' || !message) {
      failures.push(`${where}: not the one error shape: ${text.slice(0, 200)}`);
    } else if (english.test(message)) {
      failures.push(`${where}: English message: ${message}`);
    }
  }

  it('lists the routes it walks', () => {
    expect(routeKeys().length).toBeGreaterThan(30);
  });

  it.each(['anonymous', 'editor', 'admin'] as const)(
    'answers every hostile request as %s without a 500, in the one error shape, in German',
    async (caller) => {
      const failures: string[] = [];
      const before = sent;
      for (const key of routeKeys()) {
        const [method, pattern] = key.split(' ') as [string, string];
        const headers: Record<string, string> = { origin };
        if (cookies[caller]) headers.cookie = cookies[caller]!;
        // Sign-in attempts are slow on purpose (password hashing): the anonymous pass covers them.
        if (caller !== 'anonymous' && pattern.startsWith('/api/auth/')) continue;
        const real = pattern.replace(/:id/g, realId(pattern)).replace('/*', '/bild.png');
        // A DELETE with the real id would remove the resource the later cases need: hostile ids only.
        const cases: Case[] =
          method === 'DELETE'
            ? []
            : noBodyCases.has(key)
              ? bodyCases(method, real, undefined, headers).filter((c) => c.label === 'body oversized')
              : bodyCases(method, real, samples[key], headers);
        if (pattern.includes(':id') || pattern.endsWith('/*')) {
          for (const id of hostileIds) {
            const path = pattern.includes(':id') ? pattern.replace(/:id/g, id) : pattern.replace('/*', `/${id}`);
            const body = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(samples[key]?.body ?? {});
            cases.push({
              label: `id ${id.slice(0, 40)}`,
              path,
              init: { method, headers: { ...headers, 'content-type': 'application/json' }, body },
            });
          }
        }
        for (const c of cases) await check(key, caller, c, failures);
      }
      expect(failures).toEqual([]);
      // The walk really covered the routes (a broken route listing would pass vacuously).
      expect(sent - before).toBeGreaterThan(1000);
      const health = await t.app.request('/api/health');
      expect(health.status).toBe(200);
    },
    600_000,
  );
});
