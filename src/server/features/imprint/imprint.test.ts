import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { activityLog } from '../../db/schema/activity';
import { organizationSettings } from '../../db/schema/settings';
import { imprintMessages } from '../../../shared/imprint';
import { messages } from '../../../shared/messages';
import { createUser } from '../users';

const fromEnvironment = {
  IMPRESSUM_NAME: 'Erika Mustermann',
  IMPRESSUM_ADDRESS: 'Musterweg 1\n12345 Musterstadt',
  IMPRESSUM_EMAIL: 'kontakt@example.org',
};
const saved = {
  name: 'Max Beispiel',
  address: 'Europaplatz 7\n54321 Beispielstadt',
  email: 'impressum@example.org',
};

/** The imprint's operator details: the IMPRESSUM_* variables by default, saved by an admin, read by /impressum. */
describe.each(backends)('the imprint settings on %s', (backend) => {
  let t: TestContext;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestContext(backend, fromEnvironment);
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    await createUser(t, { email: 'editor@example.org', password: 'geheim123', role: 'editor' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
    editor = await signIn(t, 'editor@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  const call = (method: string, body?: unknown, cookie?: string) =>
    t.app.request('/api/settings/imprint', jsonRequest(method, body, cookie));
  const publicImprint = async () => (await (await t.app.request('/api/config/public')).json()).impressum;

  it('refuses anonymous callers (401) and editors (403) in the one error shape, and writes nothing', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? saved : undefined;
      const anonymous = await call(method, body);
      expect(anonymous.status, method).toBe(401);
      expect((await anonymous.json()).error.code).toBe('unauthorized');
      const asEditor = await call(method, body, editor);
      expect(asEditor.status, method).toBe(403);
      expect(await asEditor.json()).toEqual({
        error: { code: 'forbidden', message: 'Dafür fehlt dir die Berechtigung.' },
      });
    }
    expect(await t.db.select().from(organizationSettings)).toEqual([]);
  });

  it('starts from the environment, which /impressum shows as long as nothing is saved', async () => {
    const res = await call('GET', undefined, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ...{ name: 'Erika Mustermann', address: 'Musterweg 1\n12345 Musterstadt', email: 'kontakt@example.org' },
      source: 'environment',
      environment: {
        name: 'Erika Mustermann',
        address: 'Musterweg 1\n12345 Musterstadt',
        email: 'kontakt@example.org',
      },
    });
    expect(await publicImprint()).toEqual({
      name: 'Erika Mustermann',
      address: 'Musterweg 1\n12345 Musterstadt',
      email: 'kontakt@example.org',
    });
  });

  it('answers each bad value with its German message (400 malformed, 422 over a limit) and keeps what was there', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...saved, name: '   ' }, 400, imprintMessages.nameRequired],
      [{ ...saved, address: '' }, 400, imprintMessages.addressRequired],
      [{ ...saved, email: 'keine-adresse' }, 400, 'Ungültige E-Mail-Adresse'],
      [{ ...saved, name: 'Max\u0007' }, 400, messages.validation.controlCharacters],
      [{ ...saved, name: 'x'.repeat(201) }, 422, messages.validation.tooLong('Der Name', 200)],
      [{ ...saved, address: 'x'.repeat(501) }, 422, messages.validation.tooLong('Die Anschrift', 500)],
      [{ name: saved.name, address: saved.address }, 400, 'Ungültige E-Mail-Adresse'],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('PUT', body, admin);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await res.json()).toEqual({ error: expect.objectContaining({ message }) });
    }
    expect((await publicImprint()).name).toBe('Erika Mustermann');
  });

  it('saves trimmed details, which /impressum reads from then on, and logs the change', async () => {
    const res = await call('PUT', { ...saved, name: `  ${saved.name}  `, email: ` ${saved.email} ` }, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ...saved, source: 'saved' });
    expect(await publicImprint()).toEqual(saved);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.kind, 'settings.imprint'));
    expect(entry).toMatchObject({
      kind: 'settings.imprint',
      actorEmail: 'admin@example.org',
      before: expect.objectContaining({ name: 'Erika Mustermann', source: 'environment' }),
      after: expect.objectContaining({ name: 'Max Beispiel', source: 'saved' }),
    });
  });

  it('goes back to the environment on reset', async () => {
    const res = await call('DELETE', undefined, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Erika Mustermann', source: 'environment' });
    expect((await publicImprint()).name).toBe('Erika Mustermann');
  });
});

describe.each(backends)('the imprint without environment values on %s', (backend) => {
  let t: TestContext;
  let admin: string;

  beforeAll(async () => {
    t = await createTestContext(backend, { IMPRESSUM_NAME: 'Nur ein Name' });
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  it('says nothing is set (the form starts from the part given), until an admin saves all three', async () => {
    const view = await (await t.app.request('/api/settings/imprint', jsonRequest('GET', undefined, admin))).json();
    expect(view).toMatchObject({ name: 'Nur ein Name', address: '', email: '', source: 'none' });
    expect((await (await t.app.request('/api/config/public')).json()).impressum).toBeNull();
    const res = await t.app.request('/api/settings/imprint', jsonRequest('PUT', saved, admin));
    expect(res.status).toBe(200);
    expect((await (await t.app.request('/api/config/public')).json()).impressum).toEqual(saved);
  });
});
