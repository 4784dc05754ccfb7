import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { backends } from './setup/test-context';
import { installPostgres, localPostgresUrl, testDatabaseUrl } from './setup/test-database';

/**
 * `npm test` on a fresh clone runs what CI runs: without TEST_DATABASE_URL the integration tests use the
 * machine's PostgreSQL when it answers, and only where none answers do the PostgreSQL tests fail.
 */
describe('the PostgreSQL of the tests', () => {
  it('is TEST_DATABASE_URL when set, and none when it is set empty', async () => {
    expect(await testDatabaseUrl({ TEST_DATABASE_URL: 'postgres://u@db.example:5433/x' })).toBe(
      'postgres://u@db.example:5433/x',
    );
    expect(await testDatabaseUrl({ TEST_DATABASE_URL: '' })).toBeUndefined();
  });

  it('is none when nothing answers at the local address, and the probe gives up quickly', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const started = performance.now();
    expect(await testDatabaseUrl({}, `postgres://postgres@127.0.0.1:${port}/postgres`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('is the local PostgreSQL of this machine kind without any variable, and the suites run on it', async () => {
    expect(await testDatabaseUrl({}), `no PostgreSQL answered at ${localPostgresUrl}: ${installPostgres}`).toBe(
      localPostgresUrl,
    );
    expect(process.env.TEST_DATABASE_URL).toBeTruthy();
    expect(backends).toEqual(['pglite', 'postgres']);
  });
});
