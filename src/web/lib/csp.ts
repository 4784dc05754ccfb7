import { setNonce } from 'get-nonce';
import { z } from 'zod';

/*
 * What the page's Content-Security-Policy needs from the code, set up before anything else runs
 * (imported first by main.tsx).
 */

// `<style>` elements are allowed only with the nonce the server put into `<meta property="csp-nonce">`.
// Radix's scroll lock inserts one when a dialog opens and takes the nonce from get-nonce (sonner's
// toaster reads the meta element itself, see vite.config.ts). Browsers hide the nonce attribute once
// the policy applies; the property keeps it.
const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
if (nonce) setNonce(nonce);

// zod compiles object parsers with `new Function` unless told not to; its probe for that is reported as
// a violation of `script-src 'self'`. Must run before any schema is created.
z.config({ jitless: true });
