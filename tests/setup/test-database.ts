import pg from 'pg';

/** The PostgreSQL of this machine kind (trust authentication for the user postgres), used when it answers. */
export const localPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

export const installPostgres =
  'apt-get install -y postgresql, start it (pg_ctlcluster <version> main start) and allow the user postgres ' +
  `to connect from 127.0.0.1 without a password, or set TEST_DATABASE_URL (e.g. ${localPostgresUrl})`;

/**
 * The PostgreSQL the integration tests run on besides PGlite: TEST_DATABASE_URL when it is set (set empty, none),
 * otherwise the local one when it answers within two seconds, otherwise none.
 */
export async function testDatabaseUrl(
  env: NodeJS.ProcessEnv = process.env,
  local = localPostgresUrl,
): Promise<string | undefined> {
  if (env.TEST_DATABASE_URL !== undefined) return env.TEST_DATABASE_URL || undefined;
  const client = new pg.Client({ connectionString: local, connectionTimeoutMillis: 2000 });
  // An unreachable server also reports as an 'error' event; the failed connect says all there is to say.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return local;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
