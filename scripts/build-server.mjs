// Builds the server to JavaScript: dist-server/main.js (the server) and dist-server/render-worker.js (the
// sharepic render process, which the pool looks for beside the module that contains it). The dependencies are
// bundled too: Node then reads and links two files instead of some thousand small modules, which took a
// quarter of the CPU time of a start. Packages that load native code, WebAssembly or data files relative to
// themselves stay in node_modules. `node scripts/build-server.mjs` builds; `npm start` imports
// `buildServerIfStale` and builds only when the output is missing or older than the sources.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = path.join(root, 'dist-server');
export const serverEntry = path.join(serverOutDir, 'main.js');
const outputs = [serverEntry, path.join(serverOutDir, 'render-worker.js')];
/** Loaded from node_modules at run time (with all their subpaths). */
const external = [
  '@electric-sql/pglite', // WebAssembly and its file system image beside its module
  'sharp', // native
  '@resvg/resvg-js', // native
  'satori', // its layout engine is WebAssembly
  'pg-native', // optional native driver that pg tries to require
  'tsx', // resolved by path for the render process under development, never imported
];
const sources = ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package.json', 'tsconfig.json'];

export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), 0);
}

/** True when an output is missing or any source file is newer than the oldest output. */
export function serverBuildIsStale() {
  const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const sourcesAt = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));
  return builtAt === 0 || sourcesAt > builtAt;
}

export async function buildServer() {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'src/server/main.ts',
      'render-worker': 'src/server/engines/sharepics/render-worker.ts',
    },
    outdir: serverOutDir,
    bundle: true,
    external,
    // CommonJS packages in the bundle (pg, pg-boss, undici) call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Stack traces map back to the TypeScript sources with `node --enable-source-maps`.
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // Each file is replaced in one step, so a server starting from dist-server/ meanwhile (another test worker)
  // reads either the old or the new file, never half of one.
  mkdirSync(serverOutDir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return false;
  console.log('[build] building the server into dist-server/ …');
  await buildServer();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
}
