import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsdash-pglite-'));
  folders.push(dir);
  return path.join(dir, 'db');
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the embedded database in a folder', () => {
  it('is created on first start and keeps what was written after a restart', async () => {
    const dir = newFolder();
    const first = await openDatabase({ pgliteDir: dir });
    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('bleibt')`);
    await first.close();

    const again = await openDatabase({ pgliteDir: dir });
    const { rows } = await again.sql.executeSql('select note from kept');
    expect(rows).toEqual([{ note: 'bleibt' }]);
    await again.close();
  }, 60_000);
});
