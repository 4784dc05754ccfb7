import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// CommonJS, so the child needs no loader: PGlite ships a require() build beside its ES module.
const initScript = `
const { PGlite } = require(process.env.PGLITE_MODULE);
PGlite.create(process.env.PGLITE_DIR, { startParams: JSON.parse(process.env.PGLITE_START_PARAMS) })
  .then((db) => db.close())
  .catch((err) => { console.error(err); process.exit(1); });`;

/**
 * Creates a new PGlite data folder in a short-lived child process. Creating the cluster (PostgreSQL's initdb
 * inside WebAssembly) takes about 650 MB for a few seconds, and a process that did it keeps about 100 MB of
 * it afterwards, even after closing the database (measured: 266 MB vs 160 MB for the same database opened
 * again; decision 042). The child ends with the work and its memory goes with it. A folder that holds a
 * cluster already is left alone.
 */
export async function initPgliteDir(dir: string, startParams: string[]): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  await run(process.execPath, ['-e', initScript], {
    env: {
      ...process.env,
      PGLITE_MODULE: createRequire(import.meta.url).resolve('@electric-sql/pglite'),
      PGLITE_DIR: dir,
      PGLITE_START_PARAMS: JSON.stringify(startParams),
    },
    maxBuffer: 1024 * 1024,
  });
}
