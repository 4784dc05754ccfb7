// Counts the imports that go from one feature folder into another (src/server/features/<name>,
// src/web/features/<name>), tests excluded, and how many of them bypass the public entry (index.ts).
// Usage: node scripts/count-cross-feature-imports.mjs [--list]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featureRoots = ['src/server/features', 'src/web/features'];
const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;
const testFile = /\.test\.(ts|tsx)$|\.d\.ts$/;
// Static imports and re-exports (`import … from '…'`, `export … from '…'`, `import '…'`) and dynamic `import('…')`.
const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir) {
  let out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(walk(full));
    else if (sourceFile.test(name) && !testFile.test(name)) out.push(full);
  }
  return out;
}

/** `{ side, name }` of the feature folder a path lies in, or null. */
function featureOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  for (const featureRoot of featureRoots) {
    if (rel.startsWith(featureRoot + '/')) {
      const name = rel.slice(featureRoot.length + 1).split('/')[0];
      return { side: featureRoot.split('/')[1], name, rest: rel.slice(featureRoot.length + 1 + name.length + 1) };
    }
  }
  return null;
}

const rows = [];
for (const featureRoot of featureRoots) {
  const dir = path.join(root, featureRoot);
  let files = [];
  try {
    files = walk(dir);
  } catch {
    continue;
  }
  for (const file of files) {
    const from = featureOf(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier.startsWith('.')) continue;
      const target = featureOf(path.resolve(path.dirname(file), specifier));
      if (!target || target.name === from.name) continue;
      const viaEntry = /^(index(\.tsx?)?)?$/.test(target.rest);
      rows.push({
        side: from.side,
        from: from.name,
        to: target.name,
        file: path.relative(root, file),
        specifier,
        viaEntry,
      });
    }
  }
}

const count = (side) => rows.filter((r) => !side || r.side === side);
const deep = (xs) => xs.filter((r) => !r.viaEntry).length;
if (process.argv.includes('--list')) {
  for (const r of rows) console.log(`${r.viaEntry ? 'entry' : 'DEEP '}  ${r.file} → ${r.specifier}`);
  console.log('');
}
console.log(`cross-feature imports: ${rows.length} (server ${count('server').length}, web ${count('web').length})`);
console.log(
  `  of which bypass the public entry: ${deep(rows)} (server ${deep(count('server'))}, web ${deep(count('web'))})`,
);
const pairs = new Map();
for (const r of rows) {
  const key = `${r.side}: ${r.from} → ${r.to}`;
  pairs.set(key, (pairs.get(key) ?? 0) + 1);
}
for (const [key, n] of [...pairs].sort()) console.log(`  ${key}: ${n}`);
