import { spawn } from 'node:child_process';
import path from 'node:path';

/** npm run dev: API in watch mode on :3000 and Vite with hot reload, which proxies API calls to it. */
const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(
    process.execPath,
    ['--env-file-if-exists=.env', '--watch', path.join(root, 'apps/api/src/main.ts')],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn('npm', ['run', 'dev', '-w', '@quadro/web'], { cwd: root, stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
for (const child of children) child.on('exit', (code) => process.exit(code ?? 0));
