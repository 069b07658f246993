import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale } from './web-build.ts';

/** npm start: build the SPA if needed, then run the API, which migrates, seeds an empty database and serves both. */
buildWebIfStale();
const root = path.resolve(import.meta.dirname, '..');
const api = spawn(process.execPath, [path.join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
