import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from './types';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { contentSecurityPolicy, newStyleNonce, noncePlaceholder } from './security-headers';
import { mediaFileOf } from '../lib/media-files';
import { isWebAppPath } from '../../shared/web-routes';

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const immutable = 'public, max-age=31536000, immutable';

/** Resolves `relative` inside `root`, refusing anything that escapes it. */
async function fileInside(root: string, relative: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (!full.startsWith(root + path.sep)) return undefined;
  // A path that names no readable file is a 404 for a static server, whatever stat's reason.
  const info = await stat(full).catch(() => undefined);
  return info?.isFile() ? full : undefined;
}

const isFile = async (file: string | null) => Boolean(file && (await stat(file).catch(() => undefined))?.isFile());

/**
 * Rendered and uploaded images: content-hash names, so they are cached for a year. `restore` may bring back
 * an image that was removed on purpose (an old proposal's thinned sharepic) before the answer is a 404.
 */
export const mediaRoutes = (mediaDir: string, restore?: (urlPath: string) => Promise<boolean>) =>
  new Hono<AppEnv>().get('/*', async (c) => {
    const candidate = mediaFileOf(mediaDir, c.req.path);
    // As above: no readable file, no image.
    let found = await isFile(candidate);
    if (!found && candidate && restore) found = await restore(c.req.path).catch(() => false);
    const file = found && candidate ? candidate : undefined;
    const type = file && contentTypes[path.extname(file).toLowerCase()];
    if (!file || !type) return c.json({ error: { code: 'not_found', message: 'Bild nicht gefunden.' } }, 404);
    return c.body(await readFile(file), 200, {
      'Content-Type': type,
      'Cache-Control': immutable,
      'X-Content-Type-Options': 'nosniff',
    });
  });

export const webRoutes = (distDir: string, log: Logger, env: Env) => {
  const root = path.resolve(distDir);
  let indexHtml: Promise<string> | undefined;
  const loadIndex = () => (indexHtml ??= readFile(path.join(root, 'index.html'), 'utf8'));
  return new Hono<AppEnv>().get('/*', async (c) => {
    const file = c.req.path !== '/' ? await fileInside(root, c.req.path) : undefined;
    if (file && !file.endsWith('index.html')) {
      const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      const hashed = c.req.path.startsWith('/assets/');
      return c.body(await readFile(file), 200, {
        'Content-Type': type,
        'Cache-Control': hashed ? immutable : 'public, max-age=3600',
      });
    }
    // Only a missing build can fail here, and the answer says how to make one.
    const html = await loadIndex().catch(() => undefined);
    if (!html) return c.text('Die Oberfläche ist nicht gebaut. Bitte `npm run build` ausführen.', 503);
    // The pages the web app knows (src/shared/web-routes.ts); anything else is its 404 page, with status 404.
    const known = isWebAppPath(c.req.path);
    if (!known) log.warn('page not found', { path: c.req.path });
    // Each page gets its own nonce for the <style> elements libraries insert (security-headers.ts).
    const nonce = newStyleNonce();
    return c.html(html.replaceAll(noncePlaceholder, nonce), known ? 200 : 404, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(env, nonce),
    });
  });
};
