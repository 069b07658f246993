import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const API_ORIGIN = 'http://localhost:3000';
const PROXIED_PREFIXES = ['/api', '/connect', '/account', '/health', '/files'];
/** Pages a visitor opens before signing in: their chunks' imports are preloaded with them. */
const PUBLIC_PAGE_CHUNK = /(landing|login|register|forgot-password|reset-password)-page-/;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, API_ORIGIN])),
    fs: { allow: ['../..'] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry carries, for each lazy page, the list of files to preload with it: for the dozens
    // of /app pages that list outweighs what preloading saves, and the sign-in page must stay
    // under 200 KB. /app pages load their imports when they load; public pages keep preloading.
    modulePreload: {
      resolveDependencies: (chunk, deps, { hostType }) =>
        hostType === 'html' || PUBLIC_PAGE_CHUNK.test(chunk) ? deps : [],
    },
    rolldownOptions: {
      output: {
        // The router in one chunk: split by what each page happens to use, its parts compress
        // worse and the sign-in page pays for it.
        codeSplitting: { groups: [{ name: 'router', test: /node_modules[\\/]react-router/ }] },
      },
    },
  },
});
