// Builds the web app and the server if they are missing or older than their sources.
// `node scripts/start.mjs` then runs the compiled server in this process. `npm start` (scripts/start.sh) calls
// it with `--prepare` instead: build, then print the small server's process settings (scripts/small-server-env.mjs)
// as shell `export` lines on stdout, for the shell that then becomes the server.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfStale, newestMtime, serverEntry } from './build-server.mjs';
import { missingSmallServerSettings } from './small-server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const prepareOnly = process.argv.includes('--prepare');
// With --prepare, stdout carries the settings for the shell; progress goes to stderr.
if (prepareOnly) console.log = console.error;

const builtAt = newestMtime(path.join(root, 'dist', 'index.html'));
const sourcesAt = Math.max(
  ...['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'public'].map((p) => newestMtime(path.join(root, p))),
);
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log('[start] building the web app …');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', prepareOnly ? 2 : 'inherit', 'inherit'],
  });
}
await buildServerIfStale();

if (prepareOnly) {
  // glibc and V8 read these only when a process starts; they matter on Linux, where glibc is the allocator.
  const settings = process.platform === 'linux' ? missingSmallServerSettings(process.env) : {};
  for (const [name, value] of Object.entries(settings)) {
    process.stdout.write(`export ${name}='${value.replaceAll("'", "'\\''")}'\n`);
  }
} else {
  await import(pathToFileURL(serverEntry).href);
}
