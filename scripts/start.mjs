// `npm start`: build the web app if it is missing or older than its sources, then run the server
// in this same process (so SIGTERM/SIGINT reach its graceful shutdown directly).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), 0);
}

const builtAt = newestMtime(path.join(root, 'dist', 'index.html'));
const sourcesAt = Math.max(
  ...['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'public'].map((p) => newestMtime(path.join(root, p))),
);
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log('[start] building the web app …');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src/server/main.ts'));
