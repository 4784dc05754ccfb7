// Types of small-server-env.mjs for the TypeScript files that import it (benchmarks, tests).
export function withSmallServerSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function missingSmallServerSettings(env: NodeJS.ProcessEnv): Record<string, string>;
