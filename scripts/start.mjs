// `npm start`: build the web app and the server if they are missing or older than their sources, then run
// the compiled server in this same process (so SIGTERM/SIGINT reach its graceful shutdown directly).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfStale, newestMtime, serverEntry } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

await buildServerIfStale();
await import(pathToFileURL(serverEntry).href);
