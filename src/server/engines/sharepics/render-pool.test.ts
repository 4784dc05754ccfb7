import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { brightPhoto, darkPhoto, longTitle, body400 } from '../../../../tests/golden/fixtures';
import { defaultBranding } from './branding';
import { renderSharepicJob, type SharepicJob } from './render-job';
import {
  RenderPool,
  SharepicRenderError,
  defaultMaxRendering,
  renderWorkerEntry,
  type RenderPoolOptions,
} from './render-pool';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const fixtures = new URL('../../../../tests/fixtures/render-workers/', import.meta.url);
const stub = { script: fileURLToPath(new URL('stub.mjs', fixtures)), execArgv: [] };
const branding = defaultBranding('Europa-Union Musterstadt');
const job = (titel: string): SharepicJob => ({ kind: 'title', data: { titel, photo: null }, branding });
const text = (png: Buffer) => png.toString('utf8');

const pools: RenderPool[] = [];
const pool = (options: RenderPoolOptions = {}) => {
  const created = new RenderPool({ size: 1, entry: stub, ...options });
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** The rejection of `promise`, which must reject. */
async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected the render to fail');
    },
    (err: Error) => err,
  );
}

describe('RenderPool with the real render worker', () => {
  it('renders the same bytes as rendering on the calling thread, photos and overflow included', async () => {
    const renderer = new RenderPool({ size: 1 });
    pools.push(renderer);
    const jobs: SharepicJob[] = [
      { kind: 'title', data: { titel: longTitle, photo: await darkPhoto() }, branding },
      { kind: 'detail', data: { titel: 'Agrarreform', inhalt: body400, photo: await brightPhoto() }, branding },
      { kind: 'detail', data: { titel: 'Kurz', inhalt: 'Wort '.repeat(280), photo: null }, branding },
      { kind: 'info', branding },
    ];
    for (const j of jobs) {
      const [viaPool, direct] = await Promise.all([renderer.render(j), renderSharepicJob(j)]);
      expect(viaPool.overflow).toBe(direct.overflow);
      expect(viaPool.png.equals(direct.png)).toBe(true);
    }
    expect(renderer.processCount).toBe(1);

    // The JPEG twin for Instagram is encoded in the render process too, when the job asks for it.
    const { png, jpeg } = await renderer.render({ ...jobs[0], jpeg: true });
    const meta = await sharp(jpeg!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1080, height: 1350 });
    expect(png.equals((await renderSharepicJob(jobs[0])).png)).toBe(true);
  }, 120_000);
});

describe('the render worker compiled to JavaScript', () => {
  it('is preferred beside the compiled module and renders like the source', async () => {
    // Inside the repository, so the bundle's package imports resolve from node_modules as in a real build.
    const cache = path.join(repoRoot, 'node_modules/.cache');
    await mkdir(cache, { recursive: true });
    const dir = await mkdtemp(path.join(cache, 'render-worker-'));
    try {
      await build({
        entryPoints: [fileURLToPath(new URL('render-worker.ts', import.meta.url))],
        bundle: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        outfile: path.join(dir, 'render-worker.js'),
        logLevel: 'silent',
      });
      const entry = renderWorkerEntry(pathToFileURL(path.join(dir, 'server.js')));
      expect(entry.script).toBe(path.join(dir, 'render-worker.js'));
      const compiled = new RenderPool({ size: 1, entry });
      pools.push(compiled);
      const j = job('Kompiliert');
      const [viaCompiled, direct] = await Promise.all([compiled.render(j), renderSharepicJob(j)]);
      expect(viaCompiled.png.equals(direct.png)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('RenderPool', () => {
  it('kills a process that exceeds the time limit, answers in German, and renders on with a new process', async () => {
    const p = pool({ timeoutMs: 300 });
    const err = await failure(p.render(job('hang')));
    expect(err).toBeInstanceOf(SharepicRenderError);
    expect(err).toMatchObject({ reason: 'timeout' });
    expect(err.message).toBe(
      'Das Sharepic konnte nicht innerhalb von einer Sekunde erzeugt werden. Bitte kürze den Text oder versuche es erneut.',
    );
    expect(text((await p.render(job('danach'))).png)).toBe('danach');
    expect(p.processCount).toBe(1);
  });

  it('starts the other images of a timed-out process again instead of failing them', async () => {
    const p = pool({ timeoutMs: 300 });
    const [hung, innocent] = await Promise.all([failure(p.render(job('hang'))), p.render(job('unschuldig'))]);
    expect(hung).toMatchObject({ reason: 'timeout' });
    expect(text(innocent.png)).toBe('unschuldig');
  });

  it('works on two images per process at once', async () => {
    const p = pool({ maxRendering: 2 });
    await Promise.all([p.render(job('wait 300')), p.render(job('wait 300')), p.render(job('wait 300'))]);
    expect(text((await p.render(job('peak'))).png)).toBe('2');
    expect(p.processCount).toBe(1);
  });

  it('replaces a process that crashes or exits, failing only its own image, with the crash as its cause', async () => {
    const p = pool();
    const waiting = p.render(job('noch da'));
    const crashed = await failure(p.render(job('crash')).finally(() => undefined));
    // The first job was done before the crash: one image per process at a time, in order.
    expect(text((await waiting).png)).toBe('noch da');
    expect(crashed).toMatchObject({ reason: 'crashed' });
    expect(crashed.message).toBe('Beim Erzeugen des Sharepics ist ein Fehler aufgetreten. Bitte versuche es erneut.');
    expect(((crashed as Error).cause as Error).message).toBe('stub crashed');
    expect(await failure(p.render(job('exit')))).toMatchObject({ reason: 'crashed' });
    expect(text((await p.render(job('wieder da'))).png)).toBe('wieder da');
  });

  it('passes a failed render on as an error of its own, and keeps the process', async () => {
    const p = pool();
    const err = await failure(p.render(job('fail')));
    expect(err).not.toBeInstanceOf(SharepicRenderError);
    expect(err.message).toContain('stub render failed');
    expect(text((await p.render(job('ok'))).png)).toBe('ok');
  });

  it('ends a process that has nothing to do, and starts one again for the next image', async () => {
    const p = pool({ idleMs: 200 });
    expect(p.processCount).toBe(0);
    const first = Number(text((await p.render(job('wait 1'))).png));
    expect(p.processCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(p.processCount).toBe(0);
    // Gone from the system, and its memory with it.
    expect(() => process.kill(first, 0)).toThrow();
    const second = Number(text((await p.render(job('wait 1'))).png));
    expect(second).not.toBe(first);
    expect(p.processCount).toBe(1);
  });

  it('renders on up to `size` processes at once', async () => {
    const p = pool({ size: 2, maxRendering: 4 });
    const results = await Promise.all([1, 2, 3, 4].map(() => p.render(job('wait 1500'))));
    const processes = new Set(results.map((r) => text(r.png)));
    expect(processes.size).toBe(2);
    expect(p.processCount).toBe(2);
  });

  it('renders at most `maxRendering` images at once over all processes, and the rest in turn', async () => {
    const p = pool({ size: 2, maxRendering: 1 });
    const started = performance.now();
    const results = await Promise.all([1, 2, 3].map(() => p.render(job('wait 400'))));
    // One after another: three images of 400 ms each cannot end sooner than 1.2 s.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_150);
    expect(results).toHaveLength(3);
    expect(text((await p.render(job('peak'))).png)).toBe('1');
  });

  it('leaves one core to the server by default: at most one image less than the CPUs at once', async () => {
    expect(defaultMaxRendering()).toBe(Math.max(1, availableParallelism() - 1));
    const p = pool({ size: 1, imagesPerProcess: 8 });
    await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => p.render(job('wait 200'))));
    expect(Number(text((await p.render(job('peak'))).png))).toBe(Math.min(8, defaultMaxRendering()));
  });

  it('refuses images beyond the queue at once, and images that waited too long, as busy', async () => {
    const full = pool({ maxQueued: 2, timeoutMs: 5_000, imagesPerProcess: 1 });
    // A started, idle process takes the next image at once, so the two after it wait in the queue.
    await full.render(job('warm'));
    const running = full.render(job('wait 1000'));
    const queued = [full.render(job('a')), full.render(job('b'))];
    const refused = await failure(full.render(job('c')));
    expect(refused).toMatchObject({ reason: 'busy' });
    expect(refused.message).toBe(
      'Der Server erzeugt gerade sehr viele Bilder. Bitte versuche es in einer Minute erneut.',
    );
    await running;
    expect((await Promise.all(queued)).map((r) => text(r.png))).toEqual(['a', 'b']);

    const slow = pool({ queueTimeoutMs: 200, timeoutMs: 5_000, imagesPerProcess: 1 });
    // Until its process has started, even the first image may wait longer than 200 ms: ask again.
    while (
      !(await slow.render(job('warm')).then(
        () => true,
        () => false,
      ))
    );
    const ahead = slow.render(job('wait 1500'));
    expect(await failure(slow.render(job('spät')))).toMatchObject({ reason: 'busy' });
    await ahead;
  });

  it('fails images in progress and waiting when closed, and every later one', async () => {
    const p = pool();
    const inProgress = failure(p.render(job('hang')));
    const waiting = failure(p.render(job('wartet')));
    await new Promise((r) => setTimeout(r, 100));
    await p.close();
    const closedMessage =
      'Der Server wird gerade beendet, das Sharepic wurde nicht erzeugt. Bitte versuche es gleich erneut.';
    for (const err of [await inProgress, await waiting, await failure(p.render(job('x')))]) {
      expect(err).toMatchObject({ reason: 'closed', message: closedMessage });
    }
    expect(p.processCount).toBe(0);
  });

  it('fails the waiting images once when a process cannot even start, instead of restarting it forever', async () => {
    const p = pool({ entry: { script: fileURLToPath(new URL('broken.mjs', fixtures)), execArgv: [] } });
    const errors = await Promise.all([failure(p.render(job('a'))), failure(p.render(job('b')))]);
    for (const err of errors) expect(err).toMatchObject({ reason: 'crashed' });
    expect(p.processCount).toBe(0);
  });

  it('lets the server process end by itself while its render processes are idle, closed or not', async () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const script = new URL('exit-when-idle.ts', fixtures).pathname;
    const run = (...args: string[]) =>
      new Promise<string>((resolve, reject) =>
        execFile(process.execPath, ['--import', tsx, script, ...args], { timeout: 20_000 }, (err, stdout) =>
          err ? reject(err) : resolve(stdout.trim()),
        ),
      );
    expect(await run()).toBe('fertig');
    expect(await run('--close')).toBe('fertig\ngeschlossen');
  });
});
