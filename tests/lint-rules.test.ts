import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, tried on code that breaks them. A rule that silently stops
 * working (a missing parser setting made import-x find no cycles at all) fails here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('lint rules that keep the boundaries', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  /** Lints `code` as if it were the file at `file`; returns "rule: message" lines. */
  async function problems(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  }

  it('lets a feature reach another feature only through its public entry', async () => {
    expect(
      await problems(
        'src/server/features/editing/probe.ts',
        "import { getNewsItem } from '../news/news.service';\nexport const a = getNewsItem;\n",
      ),
    ).toEqual(['boundaries/element-types: Another feature is reached only through its public entry (its index.ts).']);
    expect(
      await problems(
        'src/server/features/editing/probe.ts',
        "import { getNewsItem } from '../news';\nexport const a = getNewsItem;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/web/features/editing/probe.ts',
        "import { newsKeys } from '../news/api/get-news';\nexport const a = newsKeys;\n",
      ),
    ).toEqual(['boundaries/element-types: Another feature is reached only through its public entry (its index.ts).']);
  });

  it('keeps the web away from server code and src/shared to zod', async () => {
    expect(
      await problems(
        'src/web/lib/probe.ts',
        "import { createLogger } from '../../server/lib/logger';\nexport const a = createLogger;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'src/shared/probe.ts',
        "import { readFileSync } from 'node:fs';\nimport { z } from 'zod';\nimport { newsStatuses } from './news-status';\nexport const a = [readFileSync, z, newsStatuses];\n",
      ),
    ).toEqual(['boundaries/external: src/shared imports only zod and itself.']);
  });

  it("lets the web take only the route tree's type from the server, for the typed client", async () => {
    const refused = [
      'boundaries/element-types: The web app never imports server code; share types and schemas through src/shared.',
    ];
    expect(
      await problems(
        'src/web/lib/probe.ts',
        "import type { AppType } from '../../server/app';\nexport type A = AppType;\n",
      ),
    ).toEqual([]);
    // A value import of the same file would bundle the server into the browser.
    expect(
      await problems(
        'src/web/lib/probe.ts',
        "import { createApp } from '../../server/app';\nexport const a = createApp;\n",
      ),
    ).toEqual(refused);
    // Types from anywhere else in the server stay refused; shared types live in src/shared.
    expect(
      await problems(
        'src/web/features/news/probe.ts',
        "import type { AppContext } from '../../../server/context';\nexport type A = AppContext;\n",
      ),
    ).toEqual(refused);
  });

  it('keeps the engines pure', async () => {
    const found = await problems(
      'src/server/engines/pipeline/probe.ts',
      "import { news } from '../../db/schema/news';\nimport { saveEdit } from '../../features/news';\nimport { createLogger } from '../../lib/logger';\nexport const a = [news, saveEdit, createLogger];\n",
    );
    expect(found).toHaveLength(2);
    expect(found.every((p) => p.startsWith('boundaries/element-types: Engines are pure'))).toBe(true);
  });

  it('finds an import cycle', async () => {
    // news.service → editing (entry) → editing routes → editing service → news (entry) → news.service
    const found = await problems(
      'src/server/features/news/news.service.ts',
      "import { editingModule } from '../editing';\nexport const a = editingModule;\n",
    );
    expect(found.filter((p) => p.startsWith('import-x/no-cycle: Dependency cycle'))).toHaveLength(1);
  });
});
