import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The output's package-lock.json: the repository's lockfile, pruned by npm itself to the
 * output's workspaces. npm keeps every version the repository's lockfile pins, so the output
 * installs exactly what the tests ran on; `--package-lock-only` installs nothing.
 */
export function writeProductionLockfile(root: string, out: string): void {
  copyFileSync(path.join(root, 'package-lock.json'), path.join(out, 'package-lock.json'));
  const npm = spawnSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: out, stdio: 'inherit' },
  );
  if (npm.status !== 0) throw new Error('npm could not prune the lockfile for the output');
}
