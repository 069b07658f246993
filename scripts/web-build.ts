import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
  // The root package.json's version is built into the sidebar.
  'package.json',
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/** Builds the SPA when dist/ is missing or older than any of its sources. */
export function buildWebIfStale(): void {
  if (!existsSync(path.join(webDir, 'index.html'))) return;
  const sourcesChanged = Math.max(
    ...SOURCES.map((source) => newestChange(path.join(root, source))),
  );
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sourcesChanged) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@quadro/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('web build failed');
}
