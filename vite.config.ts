import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * sonner inserts its stylesheet as a `<style>` element without a nonce, which the Content-Security-Policy
 * (`style-src 'self' 'nonce-…'`) would block, leaving toasts unstyled. This gives that element the page's
 * nonce from `<meta property="csp-nonce">`. The build fails if sonner changes the code this relies on.
 */
function sonnerStyleNonce(): Plugin {
  const insert = /let style = document\.createElement\('style'\)/;
  return {
    name: 'sonner-style-nonce',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      if (!insert.test(code))
        throw new Error('sonner-style-nonce: sonner no longer creates its style element as expected');
      return code.replace(
        insert,
        `$&; style.nonce = document.querySelector('meta[property="csp-nonce"]')?.nonce || ''`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), sonnerStyleNonce()],
  server: {
    proxy: {
      // SSE (/api/events) streams through the same proxy; http-proxy passes chunks on as they arrive.
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
