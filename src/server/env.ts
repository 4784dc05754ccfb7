import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Empty strings count as unset, so `FOO=` in a shell or .env behaves like no FOO at all. */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const withDefault = <T extends z.ZodTypeAny>(schema: T, fallback: z.input<T>) =>
  z.preprocess((v) => (v === '' || v === undefined ? fallback : v), schema);
const booleanFlag = (fallback: boolean) =>
  withDefault(
    z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
    fallback ? 'true' : 'false',
  );

const envSchema = z
  .object({
    NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'production'),
    PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
    HOST: withDefault(z.string(), '127.0.0.1'),
    DATA_DIR: withDefault(z.string(), './data'),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    ORGANIZATION_NAME: withDefault(z.string().min(1), 'Europa-Union Musterstadt'),
    ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
    ADMIN_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(6).optional()),
    BETTER_AUTH_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
    PEXELS_API_KEY: optionalString,
    PEXELS_API_URL: withDefault(z.url(), 'https://api.pexels.com'),
    /** Wikimedia Commons (keyless, so on by default); `off` switches it off. */
    COMMONS_API_URL: withDefault(z.union([z.literal('off'), z.url()]), 'https://commons.wikimedia.org/w/api.php'),
    BUFFER_API_URL: withDefault(z.url(), 'https://api.buffer.com'),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    /** Optional embeddings provider (OpenAI-compatible /embeddings) for same-story similarity. */
    EMBEDDINGS_BASE_URL: optionalUrl,
    EMBEDDINGS_API_KEY: optionalString,
    EMBEDDINGS_MODEL: optionalString,
    PIPELINE_SCHEDULE: withDefault(z.string(), '0 6 * * *'),
    DEMO: booleanFlag(true),
    /** Allow server-side fetches of private/loopback addresses (tests and offline development only). */
    ALLOW_PRIVATE_FETCH: booleanFlag(false),
    IMPRESSUM_NAME: optionalString,
    IMPRESSUM_ADDRESS: optionalString,
    IMPRESSUM_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
    /** Pretend the current time is this instant (demos, replays and end-to-end tests); time runs on from it. */
    CLOCK_NOW: z.preprocess((v) => (v === '' ? undefined : v), z.iso.datetime({ offset: true }).optional()),
    LOG_LEVEL: withDefault(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
    /** Sharepic render processes; unset: one less than the CPUs, at least 1 and at most 2. */
    RENDER_WORKERS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(16).optional()),
    /** Time limit per sharepic image; a render process that exceeds it is replaced. */
    RENDER_TIMEOUT_SECONDS: withDefault(z.coerce.number().int().min(1).max(600), 20),
  })
  .refine((e) => !(e.ADMIN_EMAIL && !e.ADMIN_PASSWORD), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_PASSWORD is required when ADMIN_EMAIL is set',
  });

export type EnvInput = z.input<typeof envSchema>;

export type Env = z.output<typeof envSchema> & {
  /** Absolute data folder. */
  dataDir: string;
  /** Rendered sharepics and uploads (`DATA_DIR/media`), served under /media. */
  mediaDir: string;
  /** PUBLIC_URL without a trailing slash, defaulting to http://localhost:PORT. */
  publicUrl: string;
  /** Origins whose pages may sign in and send state-changing requests. */
  trustedOrigins: string[];
  authSecret: string;
};

export class EnvError extends Error {}

/** Parses the environment once at boot and fails with a message that names each bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    publicUrl,
    trustedOrigins: trustedOrigins(env, publicUrl),
    authSecret: env.BETTER_AUTH_SECRET ?? readOrCreateSecret(dataDir),
  };
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1']);
const wildcardHosts = new Set(['0.0.0.0', '::']);
const hostInUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * Without PUBLIC_URL the server is reached by whatever address the person typed: both loopback
 * spellings with the port, and the bind address itself, are accepted (sign-in and the same-origin check).
 */
function trustedOrigins(env: z.output<typeof envSchema>, publicUrl: string): string[] {
  const origins = new Set([new URL(publicUrl).origin]);
  if (!env.PUBLIC_URL) {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}:${env.PORT}`);
    if (!loopbackHosts.has(env.HOST) && !wildcardHosts.has(env.HOST))
      origins.add(`http://${hostInUrl(env.HOST)}:${env.PORT}`);
  }
  if (env.NODE_ENV === 'development') origins.add('http://localhost:5173').add('http://127.0.0.1:5173');
  return [...origins];
}

/** The address to open in a browser, as printed at start: one that sign-in accepts. */
export function addressToOpen(env: Env, port: number): string {
  if (env.PUBLIC_URL) return env.publicUrl;
  if (loopbackHosts.has(env.HOST) || wildcardHosts.has(env.HOST)) return `http://localhost:${port}`;
  return `http://${hostInUrl(env.HOST)}:${port}`;
}

/** A secret generated once into DATA_DIR, so sessions and encrypted keys survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
