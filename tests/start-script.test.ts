import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './e2e/support/server';

/** `npm start`'s script (scripts/start.sh): builds what is stale, then the shell becomes the server itself. */
describe('npm start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdash-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is the server process itself, with the small server settings, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'false',
      PIPELINE_SCHEDULE: '0 0 29 2 *',
      COMMONS_API_URL: 'off',
      BETTER_AUTH_SECRET: 'start-secret-start-secret-start-secret-1',
    };
    for (const name of ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'NODE_OPTIONS', 'DATABASE_URL']) delete env[name];
    const child = spawn('sh', ['scripts/start.sh'], { cwd: path.resolve(import.meta.dirname, '..'), env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const deadline = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start ended early:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`no answer on /api/health:\n${output}`);
      await new Promise((r) => setTimeout(r, 300));
    }

    // No launcher stays beside the server: the process started is the server.
    expect(readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0')).toContain('dist-server/main.js');
    const environ = readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0');
    expect(environ).toContain('MALLOC_ARENA_MAX=2');
    expect(environ.find((v) => v.startsWith('NODE_OPTIONS='))).toContain('--max-old-space-size=256');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('stopped cleanly');
  }, 180_000);
});
