import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A clone of this repository must stand on its own: no comment, document or test may send a maintainer to
 * files that only existed beside it (a product spec, an architecture or style guide, reference notes, a
 * shared folder). What they meant is written down in docs/ or inline.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedInRepo = path.join(root, 'src', 'shared');

const outsideDocuments = [
  /\bSPEC\.md\b/,
  /\bARCHITECTURE\.md\b/,
  /\bSTYLE\.md\b/,
  // A `reference/` folder, not a web address that happens to contain one.
  /(?<![\w./-])reference\//,
  /\.\.\/reference\//,
];
/** `../shared…` as a path: fine when it resolves to src/shared (an import), not when it leaves the repository. */
const relativeShared = /(?:\.\.\/)+shared\b[^\s'"`)\]]*/g;

/** Files allowed to name the outside paths, and which of them. */
const allowed: Record<string, { documents?: boolean; relativeShared?: boolean }> = {
  // This test spells out what it looks for.
  'tests/self-contained.test.ts': { documents: true, relativeShared: true },
  // The default data folder of the evaluation scripts: a configuration value beside the repository.
  'bench/dataset-dir.ts': { relativeShared: true },
};

const skippedFiles = /(^|\/)(package-lock\.json|pnpm-lock\.yaml|yarn\.lock)$/;
const binaryExtensions = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|zip|gz|wasm)$/i;

export interface OutsideReference {
  file: string;
  line: number;
  text: string;
}

/** The outside references in one file's text; `file` is relative to the repository root. */
export function findOutsideReferences(file: string, text: string): OutsideReference[] {
  const allow = allowed[file] ?? {};
  const found: OutsideReference[] = [];
  text.split('\n').forEach((line, i) => {
    const hit = (match: string) => found.push({ file, line: i + 1, text: match });
    if (!allow.documents) {
      for (const pattern of outsideDocuments) {
        const m = pattern.exec(line);
        if (m) hit(m[0]);
      }
    }
    if (!allow.relativeShared) {
      for (const m of line.matchAll(relativeShared)) {
        const target = path.resolve(root, path.dirname(file), m[0]);
        if (target !== sharedInRepo && !target.startsWith(sharedInRepo + path.sep)) hit(m[0]);
      }
    }
  });
  return found;
}

function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(out.split('\0').filter(Boolean))]
    .filter((f) => !skippedFiles.test(f) && !binaryExtensions.test(f))
    .filter((f) => existsSync(path.join(root, f)) && statSync(path.join(root, f)).isFile());
}

describe('the repository stands on its own', () => {
  it('recognises references to files outside the repository', () => {
    expect(findOutsideReferences('src/a.ts', '// see SPEC.md §5').map((r) => r.text)).toEqual(['SPEC.md']);
    expect(findOutsideReferences('src/a.ts', '// ARCHITECTURE.md decision 3')).toHaveLength(1);
    expect(findOutsideReferences('src/a.ts', '// STYLE.md "Tests fail on noise"')).toHaveLength(1);
    expect(findOutsideReferences('src/a.ts', '// reference/external-apis.md §2')).toHaveLength(1);
    expect(findOutsideReferences('docs/a.md', 'see ../reference/notes.md')).toHaveLength(1);
    expect(findOutsideReferences('README.md', 'unter `../shared/datasets`')).toHaveLength(1);
    expect(findOutsideReferences('docs/decisions/009.md', '(`../shared/datasets/feeds/`)')).toHaveLength(1);
    expect(findOutsideReferences('bench/eval.ts', "path.resolve(root, '../shared/datasets')")).toHaveLength(1);
  });

  it('accepts imports of src/shared and the repository’s own documents', () => {
    expect(findOutsideReferences('src/server/auth/x.ts', "import { m } from '../../shared/messages';")).toEqual([]);
    expect(findOutsideReferences('src/web/features/a/b/c.ts', "from '../../../../shared/news';")).toEqual([]);
    expect(findOutsideReferences('src/a.ts', '// docs/architecture.md#jobs, docs/product.md#roles')).toEqual([]);
    expect(findOutsideReferences('src/a.ts', '// docs/external-services.md#buffer')).toEqual([]);
    expect(findOutsideReferences('docs/a.md', 'https://example.org/docs/reference/api')).toEqual([]);
  });

  it('has no tracked file that refers to files outside it', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const bytes = readFileSync(path.join(root, file));
      if (bytes.includes(0)) return [];
      return findOutsideReferences(file, bytes.toString('utf8'));
    });
    expect(found.map((r) => `${r.file}:${r.line}: ${r.text}`)).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(path.join(root, file), 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1])));
}

describe('pointers into docs/', () => {
  it('name files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of repositoryFiles()) {
      const text = readFileSync(path.join(root, file), 'utf8');
      if (text.includes('\0') || file === 'tests/self-contained.test.ts') continue;
      const targets = [...text.matchAll(/\bdocs\/[\w./-]*\w\.md(?:#[\w-]+)?/g)].map((m) => m[0]);
      // Relative links inside the docs folder, e.g. [x](../architecture.md#jobs).
      if (file.startsWith('docs/') && file.endsWith('.md')) {
        for (const m of text.matchAll(/\]\(([\w./-]+\.md(?:#[\w-]+)?)\)/g)) {
          targets.push(path.relative(root, path.resolve(root, path.dirname(file), m[1])));
        }
      }
      for (const target of targets) {
        // A naming pattern such as docs/decisions/NNN-title.md, not a pointer.
        if (target.includes('NNN')) continue;
        const [targetFile, anchor] = target.split('#');
        if (!existsSync(path.join(root, targetFile))) broken.push(`${file}: ${target}`);
        else if (anchor && !anchorsOf(targetFile).has(anchor)) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
