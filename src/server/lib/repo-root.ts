import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder: the nearest folder above `moduleUrl` with a package.json. Found by walking up instead
 * of a fixed number of `..`, because the same code runs from its TypeScript source (src/server/…, under tsx
 * and vitest) and bundled into one file (dist-server/main.js). Files read at runtime (migrations, the web
 * build, the demo feed snapshots) are addressed from here.
 */
export function findRepoRoot(moduleUrl: string | URL = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
}

export const repoRoot = findRepoRoot();
