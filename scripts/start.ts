import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale } from './web-build.ts';

/**
 * npm start: build the SPA if needed, then `npm run serve` (the API, on the project's Node 24) as
 * the one-command demo: the demo company is seeded into an empty database unless QUADRO_DEMO says
 * otherwise.
 */
buildWebIfStale();
process.env.QUADRO_DEMO ??= 'true';
const root = path.resolve(import.meta.dirname, '..');
// npm forwards SIGINT and SIGTERM to the server and exits with its code.
const api = spawn('npm', ['run', '--silent', 'serve'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
