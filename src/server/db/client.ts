import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDataDir } from './pglite-lock';
import { initPgliteDir } from './pglite-init';
import { repoRoot } from '../lib/repo-root';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What pg-boss needs to run its SQL on our connection (docs/architecture.md#pglite-native-api). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlExecutor;
  /** PostgreSQL NOTIFY: reaches every listener on the same database, across server instances. */
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Bytes of the embedded database's WebAssembly memory (0 for PostgreSQL, which runs elsewhere). */
  memoryBytes(): number;
}

export const migrationsFolder = path.join(repoRoot, 'drizzle');

export interface OpenOptions {
  /** `postgres://…` to use PostgreSQL; otherwise an embedded PGlite folder. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` for a throw-away database. */
  pgliteDir?: string;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDir ?? 'memory://');
  return database;
}

/**
 * PGlite's start options plus a smaller buffer cache: PostgreSQL zeroes all of `shared_buffers` when it starts,
 * and inside WebAssembly the default 128 MB took 1.9 s of CPU per start on a loaded two-core machine (32 MB:
 * about 0.5 s). The embedded database of one organisation stays far below that; PostgreSQL proper is unaffected.
 * 16 MB since issue 25: the buffers are resident memory on a 1 GB server, and a year's tables fit twice over.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(dir: string): Promise<Database> {
  const unlock = dir === 'memory://' ? () => {} : lockDataDir(dir);
  const create = async () => {
    if (dir === 'memory://') return PGlite.create({ startParams: pgliteStartParams });
    await initPgliteDir(dir, pgliteStartParams);
    return PGlite.create(dir, { startParams: pgliteStartParams });
  };
  const client = await create().catch((err) => {
    unlock();
    throw err;
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    sql: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        // pg-boss sends multi-statement scripts without parameters; only exec runs those.
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    async ping() {
      await client.query('select 1');
      return true;
    },
    async close() {
      if (!client.closed) await client.close();
      unlock();
    },
    // PGlite keeps its Emscripten module protected; its heap is the database's whole memory.
    memoryBytes: () => (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength ?? 0,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (err) => console.error('[db] idle client error', err.message));
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.Client | undefined;

  async function ensureListenClient() {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    client.on('error', (err) => console.error('[db] listen client error', err.message));
    listenClient = client;
    return client;
  }

  return {
    kind: 'postgres',
    db: db as unknown as Db,
    sql: {
      async executeSql(text, values) {
        return pool.query(text, values);
      },
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onPayload) {
      const client = await ensureListenClient();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`listen "${channel.replace(/"/g, '')}"`);
      }
      set.add(onPayload);
      return async () => {
        set!.delete(onPayload);
      };
    },
    async ping() {
      await pool.query('select 1');
      return true;
    },
    async close() {
      // Closing: a LISTEN connection the server already dropped has nothing left to end.
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
    memoryBytes: () => 0,
  };
}

/** The PGlite folder inside DATA_DIR. */
export function pgliteDirFor(dataDir: string) {
  return path.join(dataDir, 'db');
}
