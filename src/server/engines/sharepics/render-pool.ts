import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sharepicMessages } from './messages';
import type { RenderedSharepic } from './render';
import { asBuffer, type SharepicJob, type WorkerReply } from './render-protocol';

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

/** A worker script: a file to run, or code to evaluate (the TypeScript source behind tsx's require hook). */
export interface WorkerEntry {
  script: string | URL;
  eval: boolean;
}

export interface RenderPoolOptions {
  /** Render threads; default one less than the CPUs, at least 1 and at most 2. */
  size?: number;
  /** Time limit per image from the moment a thread starts it; the thread is then replaced. */
  timeoutMs?: number;
  /**
   * Images a thread works on at once: while sharp encodes one image on libuv's threads, the render thread
   * lays out the next. Two keep a thread busy; more only make each image wait longer.
   */
  imagesPerThread?: number;
  /**
   * Images rendered at once by all threads together; default one less than the CPUs, at least one. Part of
   * each render (sharp's encoding) runs on the process's shared thread pool at normal priority: more images at
   * once than spare cores starved the thread that answers requests (/api/health p99 924 ms on two busy
   * cores). The others wait in the queue.
   */
  maxRendering?: number;
  /** Images waiting for a thread; beyond that a render is refused at once as busy. */
  maxQueued?: number;
  /** How long an image may wait for a thread before it is refused as busy. */
  queueTimeoutMs?: number;
  /** How long a new thread may take to load the renderer. */
  startTimeoutMs?: number;
  /** The worker script; default the render worker beside this module. */
  entry?: WorkerEntry;
  /**
   * A thread with nothing to do ends after this long: each holds its own heap, fonts and renderer (about
   * 60–90 MB), which a small server should not keep between the daily run and the next edit (issue 25).
   */
  idleMs?: number;
}

/** Threads end after a minute without work; the next render starts one again (about a second). */
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
 * Lowers the render thread's priority before the renderer's libraries load: on Linux the nice value is per
 * thread, and the threads resvg starts inherit it. Requests on the main thread then come first when the CPU
 * is short. Mildly: at nice 10 renders took twice as long on a machine shared with other work, for little
 * gain. Not permitted or not supported: render at normal priority.
 */
const lowerPriority = `try { require('node:os').setPriority(0, 5); } catch {}`;

/**
 * The compiled `render-worker.js` beside this module when the server runs as built JavaScript, else the
 * TypeScript source (development, tsx, vitest). Node 20 does not apply `--import` loaders to worker threads,
 * so the source is loaded through tsx's require hook, which compiles it in the worker's own thread.
 */
export function renderWorkerEntry(moduleUrl: string | URL = import.meta.url): WorkerEntry {
  const compiled = new URL('./render-worker.js', moduleUrl);
  if (existsSync(fileURLToPath(compiled))) {
    return { script: `${lowerPriority}\nimport(${JSON.stringify(compiled.href)});`, eval: true };
  }
  const source = fileURLToPath(new URL('./render-worker.ts', moduleUrl));
  if (!existsSync(source)) {
    throw new Error(`sharepic render worker not found: neither ${fileURLToPath(compiled)} nor ${source}`);
  }
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return {
    script: `${lowerPriority}\nrequire(${JSON.stringify(tsx)}).register();\nrequire(${JSON.stringify(source)});`,
    eval: true,
  };
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

interface Thread {
  worker: Worker;
  ready: boolean;
  running: Map<number, Running>;
  startTimer?: NodeJS.Timeout;
  /** Ends the thread when it has had nothing to do for `idleMs`. */
  idleTimer?: NodeJS.Timeout;
  /** Why the thread died, kept as the cause of the failed image. */
  error?: unknown;
}

/**
 * A small pool of worker threads that render sharepics. A thread that exceeds the time limit or dies is
 * terminated and replaced: the image that ran out of time (or every image of a thread that died) fails with a
 * German message; the other images of a timed-out thread start again on another one.
 */
export class RenderPool implements SharepicRenderer {
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly imagesPerThread: number;
  private readonly maxRendering: number;
  private readonly maxQueued: number;
  private readonly queueTimeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly idleMs: number;
  private entry: WorkerEntry | undefined;
  private readonly threads = new Set<Thread>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: RenderPoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultRenderWorkers()));
    this.timeoutMs = options.timeoutMs ?? defaultRenderTimeoutMs;
    this.imagesPerThread = Math.max(1, Math.floor(options.imagesPerThread ?? 2));
    this.maxRendering = Math.max(1, Math.floor(options.maxRendering ?? defaultMaxRendering()));
    this.maxQueued = options.maxQueued ?? 100;
    this.queueTimeoutMs = options.queueTimeoutMs ?? 60_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 60_000;
    this.idleMs = options.idleMs ?? defaultRenderIdleMs;
    this.entry = options.entry;
  }

  /** Threads alive right now (for tests and diagnostics). */
  get threadCount(): number {
    return this.threads.size;
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

  /** Terminates every thread; images in progress or waiting fail with the "server is stopping" message. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = () => new SharepicRenderError('closed', sharepicMessages.render.closed);
    for (const task of this.queue.splice(0)) {
      clearTimeout(task.queueTimer);
      task.reject(error());
    }
    await Promise.all([...this.threads].map((thread) => this.retire(thread, error())));
  }

  /** Images the threads are working on right now. */
  private rendering(): number {
    let count = 0;
    for (const thread of this.threads) count += thread.running.size;
    return count;
  }

  private dispatch(): void {
    while (this.queue.length > 0 && this.rendering() < this.maxRendering) {
      const free = [...this.threads]
        .filter((t) => t.ready && t.running.size < this.imagesPerThread)
        .sort((a, b) => a.running.size - b.running.size)[0];
      // A busy thread with room takes the image at once; meanwhile another thread starts, if the pool may grow.
      const canGrow = this.threads.size < this.size && ![...this.threads].some((t) => !t.ready);
      if (!free || (free.running.size > 0 && canGrow)) {
        if (canGrow) this.spawn();
        if (!free) return;
      }
      const task = this.queue.shift()!;
      clearTimeout(task.queueTimer);
      this.start(free, task);
    }
  }

  private start(thread: Thread, task: Task): void {
    const id = this.nextId++;
    const timer = setTimeout(() => {
      const seconds = Math.max(1, Math.round(this.timeoutMs / 1000));
      void this.retire(thread, new SharepicRenderError('timeout', sharepicMessages.render.timeout(seconds)), id);
    }, this.timeoutMs);
    timer.unref();
    clearTimeout(thread.idleTimer);
    thread.running.set(id, { task, timer });
    // A thread at work keeps the process alive; an idle one does not (command-line tasks end by themselves).
    thread.worker.ref();
    thread.worker.postMessage({ id, job: task.job });
  }

  private spawn(): void {
    let worker: Worker;
    try {
      this.entry ??= renderWorkerEntry();
      worker = new Worker(this.entry.script, { eval: this.entry.eval });
    } catch (err) {
      for (const task of this.queue.splice(0)) {
        clearTimeout(task.queueTimer);
        task.reject(new SharepicRenderError('crashed', sharepicMessages.render.crashed, { cause: err }));
      }
      return;
    }
    const thread: Thread = { worker, ready: false, running: new Map() };
    this.threads.add(thread);
    thread.startTimer = setTimeout(() => {
      void this.retire(thread, new SharepicRenderError('crashed', sharepicMessages.render.crashed));
    }, this.startTimeoutMs);
    thread.startTimer.unref();

    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') {
        clearTimeout(thread.startTimer);
        thread.ready = true;
        worker.unref();
        this.endWhenIdle(thread);
      } else {
        const current = thread.running.get(reply.id);
        if (!current) return;
        clearTimeout(current.timer);
        thread.running.delete(reply.id);
        if (thread.running.size === 0) {
          worker.unref();
          this.endWhenIdle(thread);
        }
        if (reply.type === 'done') current.task.resolve({ png: asBuffer(reply.png), overflow: reply.overflow });
        else current.task.reject(new Error(`sharepic render failed: ${reply.message}`));
      }
      this.dispatch();
    });
    // An uncaught error ends the thread; 'exit' follows and fails its image.
    worker.on('error', (err) => (thread.error = err));
    worker.on('exit', (code) => {
      const cause = thread.error ?? new Error(`render worker exited with code ${code}`);
      void this.retire(thread, new SharepicRenderError('crashed', sharepicMessages.render.crashed, { cause }));
    });
  }

  /** Ends a thread that stays without work for `idleMs`; starting an image on it cancels this. */
  private endWhenIdle(thread: Thread): void {
    clearTimeout(thread.idleTimer);
    thread.idleTimer = setTimeout(() => {
      if (thread.running.size === 0) void this.retire(thread, new Error('idle'));
    }, this.idleMs);
    thread.idleTimer.unref();
  }

  /**
   * Removes a thread for good and lets the queue move on. The image `culprit` (or, without one, every image of
   * the thread) fails with `error`; the thread's other images are started again first.
   */
  private async retire(thread: Thread, error: Error, culprit?: number): Promise<void> {
    if (!this.threads.delete(thread)) return;
    clearTimeout(thread.startTimer);
    clearTimeout(thread.idleTimer);
    const innocent: Task[] = [];
    for (const [id, { task, timer }] of thread.running) {
      clearTimeout(timer);
      if (culprit === undefined || id === culprit || this.closed) task.reject(error);
      else innocent.push(task);
    }
    thread.running.clear();
    this.queue.unshift(...innocent);
    // A thread that never got ready may fail again the same way: the waiting images fail with it.
    if (!thread.ready && this.threads.size === 0) {
      for (const task of this.queue.splice(0)) {
        clearTimeout(task.queueTimer);
        task.reject(error);
      }
    }
    const terminated = thread.worker.terminate().catch(() => undefined);
    if (!this.closed) this.dispatch();
    await terminated;
  }
}

let shared: RenderPool | undefined;

/** The process's render pool, created with `options` on first use. */
export function sharedRenderPool(options?: RenderPoolOptions): RenderPool {
  return (shared ??= new RenderPool(options));
}

/** Render threads alive in this process right now (0 before the first render). */
export function sharedRenderThreads(): number {
  return shared?.threadCount ?? 0;
}

/** Stops the process's render pool for good (server shutdown): later renders fail with the stopping message. */
export async function closeSharedRenderPool(): Promise<void> {
  await (shared ??= new RenderPool()).close();
}
