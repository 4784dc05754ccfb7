/**
 * The data folder of the evaluation and pipeline bench scripts, their one documented input. The public data
 * sets they read (SemEval-2022 Task 8 pairs, the 2024 European election weeks) are not in the repository for
 * licence reasons. Expected layout inside the folder:
 *   semeval2022-task8-hfl-sample/training_set.csv, testing_set.csv   (eval:pipeline)
 *   eu-election-weeks-2024/articles.jsonl                             (eval:pipeline, eval:texts, bench:pipeline)
 *   10kgnad-test/test.csv                                             (eval:pipeline: held-out flag sentences)
 * Order: `--data <dir>`, else EVAL_DATA_DIR, else `../shared/datasets` beside the repository if it exists.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a checkout next to a shared data folder finds it without configuration (a default, not a document). */
export const siblingDatasetDir = path.resolve(repoRoot, '../shared/datasets');

export const datasetDirHelp =
  'Den Datensatz-Ordner mit `--data <ordner>` angeben (z. B. `npm run eval:pipeline -- --data <ordner>`) ' +
  'oder EVAL_DATA_DIR setzen; er enthält eu-election-weeks-2024/, 10kgnad-test/ und semeval2022-task8-hfl-sample/.';

export interface DatasetDirInput {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  exists: (dir: string) => boolean;
}

/** The folder to read, or null when none was given and the sibling default does not exist. */
export function findDatasetDir({ argv, env, exists }: DatasetDirInput): string | null {
  const flag = argv.indexOf('--data');
  const fromFlag = flag >= 0 ? argv[flag + 1] : undefined;
  if (fromFlag) return path.resolve(fromFlag);
  if (env.EVAL_DATA_DIR) return path.resolve(env.EVAL_DATA_DIR);
  return exists(siblingDatasetDir) ? siblingDatasetDir : null;
}

/** The data folder of this process; stops with a message saying how to pass it when there is none. */
export function datasetDir(): string {
  const dir = findDatasetDir({ argv: process.argv, env: process.env, exists: existsSync });
  if (dir === null) {
    console.error(`Kein Datensatz-Ordner gefunden. ${datasetDirHelp}`);
    process.exit(1);
  }
  return dir;
}

/** A file inside the data folder; stops with a clear message when it is missing. */
export function datasetFile(dir: string, relative: string): string {
  const file = path.join(dir, relative);
  if (!existsSync(file)) {
    console.error(`Datei im Datensatz-Ordner fehlt: ${file}. ${datasetDirHelp}`);
    process.exit(1);
  }
  return file;
}
