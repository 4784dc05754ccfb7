import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, signIn, type TestContext } from '../../../../tests/setup/test-context';
import { createUser } from '../users';

/**
 * The period filter of „Protokoll“ takes calendar days. A date-shaped day that does not exist used to reach
 * the database and come back as a 500 with the SQL in the log; now it is a 422 in German.
 */
describe.each(backends)('activity log period filter on %s', (backend) => {
  let t: TestContext;
  let admin: string;

  beforeAll(async () => {
    t = await createTestContext(backend);
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  const get = (path: string) => t.app.request(path, { headers: { cookie: admin } });

  it.each(['2026-02-30', '2026-13-01', '0000-00-00', '2025-02-29', '2026-04-31', '2026-00-10'])(
    'answers the impossible day %s with 422 on the page and the CSV, for from and to',
    async (day) => {
      for (const path of ['/api/activity', '/api/activity.csv']) {
        for (const query of [`from=${day}`, `to=${day}`, `from=2026-01-01&to=${day}`]) {
          const res = await get(`${path}?${query}`);
          expect(res.status, `${path}?${query}`).toBe(422);
          expect((await res.json()).error).toMatchObject({
            code: 'validation_failed',
            message: 'Dieses Datum gibt es nicht im Kalender.',
          });
        }
      }
    },
  );

  it('answers a day that is not date-shaped with 400', async () => {
    const res = await get('/api/activity?from=18.11.2026');
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.message).toBe('Bitte ein Datum im Format JJJJ-MM-TT angeben.');
    expect(error.details.issues).toHaveLength(1);
  });

  it('takes every real day, leap days and the ends of the calendar included', async () => {
    for (const query of ['from=2024-02-29&to=2024-02-29', 'from=0001-01-01&to=9999-12-31', 'from=2000-02-29']) {
      expect((await get(`/api/activity?${query}`)).status, query).toBe(200);
      expect((await get(`/api/activity.csv?${query}`)).status, query).toBe(200);
    }
  });
});
