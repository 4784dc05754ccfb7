import { randomBytes } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { Env } from '../env';
import type { AppEnv } from './types';

/** Where photo search results and credited photos are shown from. */
const photoHosts = ['https://images.pexels.com', 'https://upload.wikimedia.org'];

/** A photo API configured elsewhere (a local fake in tests and offline development) serves its images itself. */
function imageSources(env: Env): string[] {
  const sources = ["'self'", 'data:', 'blob:', ...photoHosts];
  const pexels = new URL(env.PEXELS_API_URL).origin;
  if (pexels !== 'https://api.pexels.com') sources.push(pexels);
  if (env.COMMONS_API_URL !== 'off') {
    const commons = new URL(env.COMMONS_API_URL).origin;
    if (commons !== 'https://commons.wikimedia.org') sources.push(commons);
  }
  return sources;
}

/**
 * The Content-Security-Policy. Scripts come only from our own files (the build has no inline script).
 * Styles too, except `<style>` elements that carry the page's nonce: Radix's scroll lock and sonner insert
 * such elements at run time, and the web hands them the nonce from `<meta property="csp-nonce">`.
 */
export function contentSecurityPolicy(env: Env, styleNonce?: string): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"]],
    ['img-src', imageSources(env)],
    ['connect-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export const newStyleNonce = () => randomBytes(16).toString('base64');

/** The placeholder in index.html that each HTML answer replaces with its own nonce. */
export const noncePlaceholder = '__CSP_NONCE__';

const hardening = secureHeaders({
  // Rendered sharepics are loaded by Buffer and may be embedded by other sites.
  crossOriginResourcePolicy: 'cross-origin',
  crossOriginEmbedderPolicy: false,
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
});

/**
 * Security headers on every answer (pages, API, media), and the Content-Security-Policy unless the
 * handler set its own (an HTML page with its nonce).
 */
export const securityHeaders = (env: Env) => {
  const policy = contentSecurityPolicy(env);
  return createMiddleware<AppEnv>(async (c, next) => {
    await hardening(c, next);
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', policy);
  });
};
