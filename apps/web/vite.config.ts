import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const API_ORIGIN = 'http://localhost:3000';
const PROXIED_PREFIXES = ['/api', '/connect', '/account', '/health', '/files'];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, API_ORIGIN])),
    fs: { allow: ['../..'] },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
