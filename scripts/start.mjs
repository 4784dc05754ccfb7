// `npm start`: build the web app and the server if they are missing or older than their sources, then run
// the compiled server in this same process (so SIGTERM/SIGINT reach its graceful shutdown directly); on Linux
// in a child process with the small server's settings (scripts/small-server-env.mjs), unless they are set.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfStale, newestMtime, serverEntry } from './build-server.mjs';
import { lacksSmallServerSettings, withSmallServerSettings } from './small-server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.platform === 'linux' && lacksSmallServerSettings(process.env)) {
  // glibc and V8 read these settings only when a process starts: the server runs as a child with them;
  // signals are passed on, and its exit code is ours.
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit', env: withSmallServerSettings(process.env) },
  );
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGUSR2']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
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
}
