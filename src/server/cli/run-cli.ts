import { closeContext, createContext } from '../boot';
import type { AppContext } from '../context';
import { EnvError, loadEnv } from '../env';
import { DataDirLockedError } from '../db/pglite-lock';

/** Runs a command-line task with the server's configuration and database, then closes cleanly. */
export async function runCli(task: (ctx: AppContext) => Promise<void>) {
  let ctx: AppContext | undefined;
  try {
    ctx = await createContext(loadEnv());
    await task(ctx);
  } catch (err) {
    if (err instanceof EnvError || err instanceof DataDirLockedError || err instanceof CliError) {
      console.error(err.message);
    } else {
      console.error(err);
    }
    process.exitCode = 1;
  } finally {
    if (ctx) await closeContext(ctx);
  }
}

export class CliError extends Error {}

/** `--name value` pairs; repeated names collect into arrays. */
export function parseArgs(argv: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new CliError(`Unerwartetes Argument: ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const value = inline ?? (argv[i + 1]?.startsWith('--') ? 'true' : (argv[++i] ?? 'true'));
    (out[name] ??= []).push(value);
  }
  return out;
}
