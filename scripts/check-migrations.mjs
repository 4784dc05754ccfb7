// Fails when the committed migrations differ from what drizzle-kit generates from the schema.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'migrations-check-'));
try {
  cpSync(path.join(root, 'drizzle'), path.join(scratch, 'drizzle'), { recursive: true });
  const config = path.join(scratch, 'drizzle.config.mjs');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(
    config,
    `export default { dialect: 'postgresql', schema: ${JSON.stringify(path.join(root, 'src/server/db/schema/index.ts'))}, out: './drizzle' };\n`,
  );
  const before = readdirSync(path.join(scratch, 'drizzle')).sort();
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', config],
    {
      cwd: scratch,
      encoding: 'utf8',
    },
  );
  const after = readdirSync(path.join(scratch, 'drizzle')).sort();
  const added = after.filter((f) => !before.includes(f));
  if (added.length > 0 || !out.includes('No schema changes')) {
    const sql = added
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(path.join(scratch, 'drizzle', f), 'utf8'));
    console.error(
      'Die Migrationen passen nicht zum Schema. Bitte `npm run db:generate` ausführen und committen.\n' +
        sql.join('\n'),
    );
    process.exit(1);
  }
  console.log('migrations match the schema');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
