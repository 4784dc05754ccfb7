import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sharepicMessages } from './messages';
import type { RenderedSharepic } from './render';
import { asBuffer, type SharepicJob, type WorkerReply, type WorkerRequest } from './render-protocol';

/** Whatever turns a job into an image: the worker pool on the server, the plain function in benchmarks. */
export interface SharepicRenderer {
  render(job: SharepicJob): Promise<RenderedSharepic>;
}

export type RenderFailure = 'timeout' | 'crashed' | 'busy' | 'closed';

/** An image that was not rendered, with a German message for the user. */
export class SharepicRenderError extends Error {
  constructor(
    readonly reason: RenderFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A render process's script, and Node options it needs (tsx's loader for the TypeScript source). */
export interface WorkerEntry {
  script: string;
  execArgv: string[];
}

export interface RenderPoolOptions {
  /** Render processes; default one less than the CPUs, at least 1 and at most 2. */
  size?: number;
  /** Time limit per image from the moment a process starts it; the process is then replaced. */
  timeoutMs?: number;
  /**
   * Images a process works on at once: while sharp encodes one image on its own threads, the process lays out
   * the next. Two keep a process busy; more only make each image wait longer.
   */
  imagesPerProcess?: number;
  /**
   * Images rendered at once by all processes together; default one less than the CPUs, at least one: more
   * images at once than spare cores starved the thread that answers requests (/api/health p99 924 ms on two
   * busy cores). The others wait in the queue.
   */
  maxRendering?: number;
  /** Images waiting for a process; beyond that a render is refused at once as busy. */
  maxQueued?: number;
  /** How long an image may wait for a process before it is refused as busy. */
  queueTimeoutMs?: number;
  /** How long a new process may take to load the renderer. */
  startTimeoutMs?: number;
  /** The render script; default the render worker beside this module. */
  entry?: WorkerEntry;
  /**
   * A process with nothing to do ends after this long: each holds its own Node, heap, fonts and renderer
   * (about 100–150 MB), which a small server should not keep between the daily run and the next edit, and
   * which goes back to the system only when the process ends (issue 25, decision 042).
   */
  idleMs?: number;
}

/** Processes end after a minute without work; the next render starts one again (about a second). */
export const defaultRenderIdleMs = 60_000;

export const defaultRenderTimeoutMs = 20_000;

export function defaultRenderWorkers(): number {
  return Math.min(2, Math.max(1, availableParallelism() - 1));
}

/** One core stays with the server's requests; at least one image renders. */
export function defaultMaxRendering(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * The render process's heap limit. A render's JavaScript heap stays under 60 MB, but V8 sizes its collector
 * from the limit, which it derives from the machine's memory: on this 24 GB machine the process let freed
 * image buffers pile up to 245 MB before collecting; with 256 MB (what V8 picks by itself on a 1 GB server)
 * it peaked at 175 MB for the same work (decision 042).
 */
const renderHeapLimitMb = 256;

/**
 * Loaded before the render script: lowers the process's priority before any of its threads start (they
 * inherit it; requests in the server come first when the CPU is short, mildly: at nice 10 renders took twice
 * as long on a shared machine), hands an uncaught error to the pool before the process ends (the cause of the
 * failed image), and ends the process when the server is gone.
 */
const preload = `data:text/javascript,${encodeURIComponent(`import { setPriority } from 'node:os';
try { setPriority(0, 5); } catch {}
process.on('uncaughtException', (error) => {
  const crashed = { type: 'crashed', message: String(error?.message ?? error), stack: String(error?.stack ?? '') };
  if (!process.connected) process.exit(1);
  process.send(crashed, () => process.exit(1));
});
process.on('disconnect', () => process.exit(0));`)}`;

/**
 * The compiled `render-worker.js` beside this module when the server runs as built JavaScript, else the
 * TypeScript source through tsx's loader (development, tsx, vitest).
 */
export function renderWorkerEntry(moduleUrl: string | URL = import.meta.url): WorkerEntry {
  const compiled = fileURLToPath(new URL('./render-worker.js', moduleUrl));
  if (existsSync(compiled)) return { script: compiled, execArgv: [] };
  const source = fileURLToPath(new URL('./render-worker.ts', moduleUrl));
  if (!existsSync(source)) throw new Error(`sharepic render worker not found: neither ${compiled} nor ${source}`);
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { script: source, execArgv: ['--import', tsx] };
}

interface Task {
  job: SharepicJob;
  resolve(result: RenderedSharepic): void;
  reject(error: Error): void;
  /** Refuses the task if it is still waiting when this fires. */
  queueTimer?: NodeJS.Timeout;
}

interface Running {
  task: Task;
  timer: NodeJS.Timeout;
}

interface Renderer {
  child: ChildProcess;
  ready: boolean;
  running: Map<number, Running>;
  startTimer?: NodeJS.Timeout;
  /** Ends the process when it has had nothing to do for `idleMs`. */
  idleTimer?: NodeJS.Timeout;
  /** Why the process died, kept as the cause of the failed image. */
  error?: unknown;
  exited: Promise<void>;
}

/**
 * A small pool of child processes that render sharepics. Processes, not threads: what a render allocates
 * (satori's and resvg's memory, sharp's buffers) goes back to the system when the process ends, where a
 * thread's stayed in the server's allocator (decision 042). A process that exceeds the time limit or dies is
 * killed and replaced: the image that ran out of time (or every image of a process that died) fails with a
 * German message; the other images of a timed-out process start again on another one.
 */
export class RenderPool implements SharepicRenderer {
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly imagesPerProcess: number;
  private readonly maxRendering: number;
  private readonly maxQueued: number;
  private readonly queueTimeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly idleMs: number;
  private entry: WorkerEntry | undefined;
  private readonly renderers = new Set<Renderer>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: RenderPoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultRenderWorkers()));
    this.timeoutMs = options.timeoutMs ?? defaultRenderTimeoutMs;
    this.imagesPerProcess = Math.max(1, Math.floor(options.imagesPerProcess ?? 2));
    this.maxRendering = Math.max(1, Math.floor(options.maxRendering ?? defaultMaxRendering()));
    this.maxQueued = options.maxQueued ?? 100;
    this.queueTimeoutMs = options.queueTimeoutMs ?? 60_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 60_000;
    this.idleMs = options.idleMs ?? defaultRenderIdleMs;
    this.entry = options.entry;
  }

  /** Render processes alive right now (for tests and diagnostics). */
  get processCount(): number {
    return this.renderers.size;
  }

  render(job: SharepicJob): Promise<RenderedSharepic> {
    if (this.closed) return Promise.reject(new SharepicRenderError('closed', sharepicMessages.render.closed));
    if (this.queue.length >= this.maxQueued) {
      return Promise.reject(new SharepicRenderError('busy', sharepicMessages.render.busy));
    }
    return new Promise<RenderedSharepic>((resolve, reject) => {
      const task: Task = { job, resolve, reject };
      task.queueTimer = setTimeout(() => {
        const at = this.queue.indexOf(task);
        if (at < 0) return;
        this.queue.splice(at, 1);
        reject(new SharepicRenderError('busy', sharepicMessages.render.busy));
      }, this.queueTimeoutMs);
      task.queueTimer.unref();
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** Ends every process; images in progress or waiting fail with the "server is stopping" message. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = () => new SharepicRenderError('closed', sharepicMessages.render.closed);
    for (const task of this.queue.splice(0)) {
      clearTimeout(task.queueTimer);
      task.reject(error());
    }
    await Promise.all([...this.renderers].map((renderer) => this.retire(renderer, error())));
  }

  /** Images the processes are working on right now. */
  private rendering(): number {
    let count = 0;
    for (const renderer of this.renderers) count += renderer.running.size;
    return count;
  }

  private dispatch(): void {
    while (this.queue.length > 0 && this.rendering() < this.maxRendering) {
      const free = [...this.renderers]
        .filter((r) => r.ready && r.running.size < this.imagesPerProcess)
        .sort((a, b) => a.running.size - b.running.size)[0];
      // A busy process with room takes the image at once; meanwhile another one starts, if the pool may grow.
      const canGrow = this.renderers.size < this.size && ![...this.renderers].some((r) => !r.ready);
      if (!free || (free.running.size > 0 && canGrow)) {
        if (canGrow) this.spawn();
        if (!free) return;
      }
      const task = this.queue.shift()!;
      clearTimeout(task.queueTimer);
      this.start(free, task);
    }
  }

  private start(renderer: Renderer, task: Task): void {
    const id = this.nextId++;
    const timer = setTimeout(() => {
      const seconds = Math.max(1, Math.round(this.timeoutMs / 1000));
      void this.retire(renderer, new SharepicRenderError('timeout', sharepicMessages.render.timeout(seconds)), id);
    }, this.timeoutMs);
    timer.unref();
    clearTimeout(renderer.idleTimer);
    renderer.running.set(id, { task, timer });
    // A process at work keeps this one alive; an idle one does not (command-line tasks end by themselves).
    keepAlive(renderer.child, true);
    renderer.child.send({ id, job: task.job } satisfies WorkerRequest);
  }

  private spawn(): void {
    let child: ChildProcess;
    try {
      this.entry ??= renderWorkerEntry();
      // Structured clone across the channel: Buffers arrive as Buffers.
      const execArgv = [`--max-old-space-size=${renderHeapLimitMb}`, '--import', preload, ...this.entry.execArgv];
      child = fork(this.entry.script, [], { execArgv, serialization: 'advanced' });
    } catch (err) {
      for (const task of this.queue.splice(0)) {
        clearTimeout(task.queueTimer);
        task.reject(new SharepicRenderError('crashed', sharepicMessages.render.crashed, { cause: err }));
      }
      return;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const renderer: Renderer = { child, ready: false, running: new Map(), exited };
    this.renderers.add(renderer);
    renderer.startTimer = setTimeout(() => {
      void this.retire(renderer, new SharepicRenderError('crashed', sharepicMessages.render.crashed));
    }, this.startTimeoutMs);
    renderer.startTimer.unref();

    child.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') {
        clearTimeout(renderer.startTimer);
        renderer.ready = true;
        keepAlive(child, false);
        this.endWhenIdle(renderer);
      } else if (reply.type === 'crashed') {
        renderer.error = Object.assign(new Error(reply.message), { stack: reply.stack || reply.message });
      } else {
        const current = renderer.running.get(reply.id);
        if (!current) return;
        clearTimeout(current.timer);
        renderer.running.delete(reply.id);
        if (renderer.running.size === 0) {
          keepAlive(child, false);
          this.endWhenIdle(renderer);
        }
        if (reply.type === 'done') current.task.resolve(renderedOf(reply));
        else current.task.reject(new Error(`sharepic render failed: ${reply.message}`));
      }
      this.dispatch();
    });
    // Not started at all (the script or Node missing); 'exit' may not follow.
    child.on('error', (err) => {
      renderer.error = err;
      void this.retire(renderer, new SharepicRenderError('crashed', sharepicMessages.render.crashed, { cause: err }));
    });
    child.on('exit', (code, signal) => {
      const fail = () => {
        const cause = renderer.error ?? new Error(`render process exited with ${signal ?? `code ${code}`}`);
        void this.retire(renderer, new SharepicRenderError('crashed', sharepicMessages.render.crashed, { cause }));
      };
      // Its last messages (the error that ended it) may still be on the way: the channel closes after them.
      if (child.connected) child.once('disconnect', fail);
      else fail();
    });
  }

  /** Ends a process that stays without work for `idleMs`; starting an image on it cancels this. */
  private endWhenIdle(renderer: Renderer): void {
    clearTimeout(renderer.idleTimer);
    renderer.idleTimer = setTimeout(() => {
      if (renderer.running.size === 0) void this.retire(renderer, new Error('idle'));
    }, this.idleMs);
    renderer.idleTimer.unref();
  }

  /**
   * Removes a process for good and lets the queue move on. The image `culprit` (or, without one, every image
   * of the process) fails with `error`; the process's other images are started again first.
   */
  private async retire(renderer: Renderer, error: Error, culprit?: number): Promise<void> {
    if (!this.renderers.delete(renderer)) return;
    clearTimeout(renderer.startTimer);
    clearTimeout(renderer.idleTimer);
    const innocent: Task[] = [];
    for (const [id, { task, timer }] of renderer.running) {
      clearTimeout(timer);
      if (culprit === undefined || id === culprit || this.closed) task.reject(error);
      else innocent.push(task);
    }
    renderer.running.clear();
    this.queue.unshift(...innocent);
    // A process that never got ready may fail again the same way: the waiting images fail with it.
    if (!renderer.ready && this.renderers.size === 0) {
      for (const task of this.queue.splice(0)) {
        clearTimeout(task.queueTimer);
        task.reject(error);
      }
    }
    const { child } = renderer;
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      // Until it has gone: whoever awaits this (a closing server, a benchmark's last line) is not cut short.
      keepAlive(child, true);
      child.kill('SIGKILL');
    }
    if (!this.closed) this.dispatch();
    if (child.pid !== undefined) await renderer.exited;
  }
}

function renderedOf(reply: Extract<WorkerReply, { type: 'done' }>): RenderedSharepic {
  const rendered: RenderedSharepic = { png: asBuffer(reply.png), overflow: reply.overflow };
  if (reply.jpeg) rendered.jpeg = asBuffer(reply.jpeg);
  return rendered;
}

/** Whether a render process (and its channel) keeps this process's event loop alive. */
function keepAlive(child: ChildProcess, yes: boolean): void {
  if (yes) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

let shared: RenderPool | undefined;

/** The process's render pool, created with `options` on first use. */
export function sharedRenderPool(options?: RenderPoolOptions): RenderPool {
  return (shared ??= new RenderPool(options));
}

/** Render processes alive right now (0 before the first render). */
export function sharedRenderProcesses(): number {
  return shared?.processCount ?? 0;
}

/** Stops the process's render pool for good (server shutdown): later renders fail with the stopping message. */
export async function closeSharedRenderPool(): Promise<void> {
  await (shared ??= new RenderPool()).close();
}
