/**
 * A local fake of Buffer's GraphQL API (docs/external-services.md#buffer), as a real HTTP server.
 *
 *   const buffer = await startFakeBuffer();           // tests
 *   npx tsx tests/fakes/buffer.ts --port 4010         // offline development and e2e
 *
 * Not faked on purpose: idempotency (a repeated createPost creates a second post, like Buffer).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { execute, GraphQLError, Kind, parse, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { legacySchema, strictSchema } from './buffer-schema';
import { createRoot, type ResolverContext } from './buffer-resolvers';
import { createSeededState, seed, type FakeBufferOptions, type FakeChannel, type FakePost } from './buffer-model';
import { defaultRateLimits, RateLimiter, type RateLimits } from './buffer-rate-limit';

export { seed } from './buffer-model';
export type { FakeChannel, FakePost, FakeBufferState } from './buffer-model';

/** What the next matching request(s) should suffer. */
export type FakeBufferMode =
  /** createPost answers HTTP 200 with this typed error inside `data` (no post is stored). */
  | {
      kind: 'typedError';
      typename:
        | 'InvalidInputError'
        | 'LimitReachedError'
        | 'UnauthorizedError'
        | 'UnexpectedError'
        | 'NotFoundError'
        | 'RestProxyError';
      message: string;
    }
  /** HTTP 500 with `errors[0].extensions.code = "UNEXPECTED"`; nothing stored. */
  | { kind: 'http500' }
  /** The request is executed (a post IS stored) but the answer comes only after `ms`. */
  | { kind: 'delay'; ms: number }
  /** No answer ever (until close); nothing stored. */
  | { kind: 'hang' }
  /** The post is stored, then the connection is dropped without an answer: Buffer has the post, the caller never learns its id. */
  | { kind: 'dropAfterCreate' };

export interface StartFakeBufferOptions {
  port?: number;
  host?: string;
  limits?: Partial<RateLimits>;
  now?: () => number;
  options?: Partial<FakeBufferOptions>;
}

export interface ReceivedRequest {
  at: string;
  apiKey: string | null;
  operationName: string | null;
  query: string;
  variables: Record<string, unknown> | undefined;
  status: number;
}

interface ArmedMode {
  mode: FakeBufferMode;
  remaining: number;
  operation: 'createPost' | 'any';
}

export async function startFakeBuffer(opts: StartFakeBufferOptions = {}) {
  // Buffer's clock: the given one (or the wall clock) plus what a test moved it on by (`advanceClock`).
  let offsetMs = 0;
  const baseNow = opts.now ?? Date.now;
  const now = () => baseNow() + offsetMs;
  const state = createSeededState(now, opts.options);
  const limiter = new RateLimiter({ ...defaultRateLimits, ...opts.limits });
  const root = createRoot(state);
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const createdListeners = new Set<(post: FakePost) => void>();
  let armed: ArmedMode | null = null;

  const takeMode = (isCreatePost: boolean): FakeBufferMode | null => {
    if (!armed || (armed.operation === 'createPost' && !isCreatePost)) return null;
    const { mode } = armed;
    armed.remaining -= 1;
    if (armed.remaining <= 0) armed = null;
    return mode;
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, { errors: [{ message: String(err), extensions: { code: 'UNEXPECTED' } }] });
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path !== '/' && path !== '/graphql') return send(res, 404, { errors: [{ message: 'Not found' }] });
    if (req.method !== 'POST')
      return send(res, 405, { errors: [{ message: 'Only POST is supported' }] }, { Allow: 'POST' });
    const body = await readBody(req);
    const auth = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
    const apiKey = auth?.[1].trim() ?? null;
    const accountId = apiKey ? state.keys.get(apiKey) : undefined;
    const log = (
      status: number,
      parsed?: { query?: string; variables?: Record<string, unknown>; operationName?: string },
    ) =>
      requests.push({
        at: new Date(now()).toISOString(),
        apiKey,
        operationName: parsed?.operationName ?? null,
        query: parsed?.query ?? '',
        variables: parsed?.variables,
        status,
      });
    if (!apiKey || !accountId) {
      log(401);
      return send(res, 401, {
        errors: [
          { message: 'An authentication JWT or Access Token is required', extensions: { code: 'UNAUTHENTICATED' } },
        ],
      });
    }
    const decision = limiter.check(apiKey, now());
    if (!decision.allowed) {
      log(429);
      return send(
        res,
        429,
        {
          errors: [
            {
              message: 'Too many requests from this client. Please try again later.',
              extensions: {
                code: 'RATE_LIMIT_EXCEEDED',
                window: decision.window,
                retryAfter: decision.retryAfterSeconds,
              },
            },
          ],
        },
        { ...decision.headers, 'Retry-After': String(decision.retryAfterSeconds) },
      );
    }
    const headers = decision.headers;
    let parsed: { query?: unknown; variables?: unknown; operationName?: unknown };
    try {
      parsed = JSON.parse(body);
    } catch {
      log(400);
      return send(
        res,
        400,
        { errors: [{ message: 'POST body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }] },
        headers,
      );
    }
    const query = typeof parsed.query === 'string' ? parsed.query : '';
    const variables =
      parsed.variables && typeof parsed.variables === 'object'
        ? (parsed.variables as Record<string, unknown>)
        : undefined;
    const operationName = typeof parsed.operationName === 'string' ? parsed.operationName : undefined;
    const entry = { query, variables, operationName };

    // Apollo-style HTTP statuses: parse/validation/variable errors are 400, execution errors 200.
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (err) {
      log(400, entry);
      return send(res, 400, { errors: [graphqlError(err as GraphQLError, 'GRAPHQL_PARSE_FAILED')] }, headers);
    }
    const schema = state.options.acceptLegacyAssets ? legacySchema : strictSchema;
    const validationErrors = validate(schema, document);
    if (validationErrors.length) {
      log(400, entry);
      return send(
        res,
        400,
        { errors: validationErrors.map((e) => graphqlError(e, 'GRAPHQL_VALIDATION_FAILED')) },
        headers,
      );
    }
    const isCreatePost = selectsField(document, operationName, 'createPost');
    const mode = takeMode(isCreatePost);
    if (mode?.kind === 'http500') {
      log(500, entry);
      return send(res, 500, { errors: [{ message: 'Unexpected error', extensions: { code: 'UNEXPECTED' } }] }, headers);
    }
    if (mode?.kind === 'hang') {
      log(0, entry);
      return; // never answered
    }
    const context: ResolverContext = {
      state,
      apiKey,
      accountId,
      forcedError: mode?.kind === 'typedError' ? { typename: mode.typename, message: mode.message } : undefined,
    };
    const before = state.posts.length;
    const result = await execute({
      schema,
      document,
      rootValue: root,
      contextValue: context,
      variableValues: variables,
      operationName,
    });
    for (const post of state.posts.slice(before)) for (const l of createdListeners) l(post);
    if (!('data' in result) || result.data === undefined) {
      log(400, entry);
      return send(res, 400, { errors: (result.errors ?? []).map((e) => graphqlError(e, 'BAD_USER_INPUT')) }, headers);
    }
    const out = {
      data: result.data,
      ...(result.errors?.length ? { errors: result.errors.map((e) => graphqlError(e, 'UNEXPECTED')) } : {}),
    };
    if (mode?.kind === 'dropAfterCreate') {
      log(0, entry);
      req.socket.destroy();
      return;
    }
    if (mode?.kind === 'delay') await new Promise((r) => setTimeout(r, mode.ms));
    log(200, entry);
    send(res, 200, out, headers);
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    state,
    seed,
    /** Every post received (creation order), including deleted ones (`deletedAt` set). */
    posts: (): FakePost[] => [...state.posts],
    /** Every GraphQL request received, with its HTTP status (0 = never answered). */
    requests: (): ReceivedRequest[] => [...requests],
    /** Arm a failure mode for the next `times` createPost calls (or any request with `operation: 'any'`); null clears. */
    setMode(mode: FakeBufferMode | null, o: { times?: number; operation?: 'createPost' | 'any' } = {}) {
      armed = mode ? { mode, remaining: o.times ?? 1, operation: o.operation ?? 'createPost' } : null;
    },
    setOptions(patch: Partial<FakeBufferOptions>) {
      Object.assign(state.options, patch);
    },
    setLimits(patch: Partial<RateLimits>) {
      Object.assign(limiter.limits, patch);
    },
    resetRateLimits: () => limiter.reset(),
    /** Time passes in Buffer: scheduled posts whose time has come are sent when they are next read. */
    advanceClock(ms: number) {
      offsetMs += ms;
    },
    /** Buffer's current time (epoch ms). */
    now,
    /** A new API key; by default for the seeded account. */
    addKey(key: string, accountId: string = seed.accountId) {
      state.keys.set(key, accountId);
    },
    revokeKey(key: string) {
      state.keys.delete(key);
    },
    addChannel(channel: Partial<FakeChannel> & { id?: string }): FakeChannel {
      const c: FakeChannel = {
        id: channel.id ?? state.nextId(),
        organizationId: seed.organizationId,
        name: 'channel',
        displayName: null,
        service: 'instagram',
        type: 'business',
        isDisconnected: false,
        isLocked: false,
        isQueuePaused: false,
        defaultToReminders: false,
        timezone: 'Europe/Berlin',
        ...channel,
      };
      state.channels.set(c.id, c);
      return c;
    },
    updateChannel(id: string, patch: Partial<FakeChannel>) {
      const c = state.channels.get(id);
      if (!c) throw new Error(`no channel ${id}`);
      Object.assign(c, patch);
    },
    /** Called synchronously right after a post is stored, before the answer is written. */
    onPostCreated(listener: (post: FakePost) => void): () => void {
      createdListeners.add(listener);
      return () => createdListeners.delete(listener);
    },
    clearPosts() {
      state.posts.length = 0;
      requests.length = 0;
    },
    /** What a person does in Buffer's own interface: the post failed at the network … */
    failPost(id: string, message = 'Instagram rejected the media.') {
      const p = state.posts.find((x) => x.id === id);
      if (!p) throw new Error(`no post ${id}`);
      Object.assign(p, {
        status: 'error',
        error: { message, supportUrl: null },
        updatedAt: new Date(now()).toISOString(),
      });
    },
    /** … it went out (a post held `sending`, or a scheduled one before its time) … */
    sendPost(id: string) {
      const p = state.posts.find((x) => x.id === id);
      if (!p) throw new Error(`no post ${id}`);
      const at = new Date(now()).toISOString();
      Object.assign(p, { status: 'sent', sentAt: at, updatedAt: at });
    },
    /** … or was deleted there. */
    deleteInBuffer(id: string) {
      const p = state.posts.find((x) => x.id === id);
      if (!p) throw new Error(`no post ${id}`);
      p.deletedAt = new Date(now()).toISOString();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeBuffer = Awaited<ReturnType<typeof startFakeBuffer>>;

function selectsField(doc: DocumentNode, operationName: string | undefined, field: string): boolean {
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? ops.find((o) => o.name?.value === operationName) : ops[0];
  return (
    !!op &&
    op.operation === 'mutation' &&
    op.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === field)
  );
}

function graphqlError(e: GraphQLError, fallbackCode: string) {
  const json = e.toJSON();
  return { ...json, extensions: { code: fallbackCode, ...(json.extensions ?? {}) } };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 1_000_000) req.destroy(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function cliArg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeBuffer({
    port: Number(cliArg('port') ?? 4010),
    host: cliArg('host') ?? '127.0.0.1',
    options: {
      acceptLegacyAssets: process.argv.includes('--legacy-assets'),
      fetchAssets: process.argv.includes('--fetch-assets'),
    },
  });
  console.log(`Fake Buffer GraphQL API: ${fake.url}`);
  console.log(`  BUFFER_API_URL=${fake.url}`);
  console.log(`  API key:             ${seed.apiKey}`);
  console.log(`  Instagram channel:   ${seed.instagramChannelId} (business, auto-publish)`);
  console.log(
    `  Other channels:      ${seed.personalInstagramChannelId} (personal, reminders), ${seed.facebookChannelId} (Facebook), ${seed.disconnectedChannelId} (disconnected), ${seed.lockedChannelId} (locked)`,
  );
  console.log(
    `                       ${seed.linkedinChannelId} (LinkedIn), ${seed.mastodonChannelId} (Mastodon), ${seed.blueskyChannelId} (Bluesky), ${seed.threadsChannelId} (Threads)`,
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
