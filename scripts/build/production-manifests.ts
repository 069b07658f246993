import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  type?: string;
  engines?: Record<string, string>;
  workspaces?: string[];
  exports?: Record<string, string>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

/** The workspaces production runs; the web app ships as its built files, not as a workspace. */
export const PRODUCTION_WORKSPACES = ['packages/contract', 'apps/api'];

/** Root scripts that run the portal or its commands; `start` in the output is the server itself. */
const ROOT_SCRIPTS = ['serve', 'seed', 'admin', 'backup', 'restore'];
const API_SCRIPTS = ['start', 'seed', 'admin'];
/** Packages of the production tree whose install scripts npm may run (argon2 picks its binary). */
const RUNTIME_INSTALL_SCRIPTS = ['argon2'];

const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

function pick<T>(
  record: Record<string, T> | undefined,
  keys: readonly string[],
): Record<string, T> {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => keys.includes(key)));
}

function writeManifest(file: string, manifest: Manifest): void {
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Writes the output's package.json files: the root's name, version and engines with only the
 * production workspaces, and each workspace's runtime dependencies without its development ones.
 */
export function writeProductionManifests(root: string, out: string): void {
  const rootManifest = readManifest(path.join(root, 'package.json'));
  const scripts = pick(rootManifest.scripts, ROOT_SCRIPTS);
  writeManifest(path.join(out, 'package.json'), {
    name: rootManifest.name,
    version: rootManifest.version,
    private: true,
    type: rootManifest.type,
    engines: rootManifest.engines,
    workspaces: PRODUCTION_WORKSPACES,
    scripts: { ...scripts, start: scripts.serve ?? 'exec node apps/api/src/main.ts' },
    allowScripts: pick(rootManifest.allowScripts, RUNTIME_INSTALL_SCRIPTS),
  });
  for (const workspace of PRODUCTION_WORKSPACES) {
    const {
      devDependencies: _,
      scripts: workspaceScripts,
      ...manifest
    } = readManifest(path.join(root, workspace, 'package.json'));
    writeManifest(path.join(out, workspace, 'package.json'), {
      ...manifest,
      scripts: pick(workspaceScripts, API_SCRIPTS),
    });
  }
}
