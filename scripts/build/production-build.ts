import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWebIfStale } from '../web-build.ts';
import { copyProductionTrees, PRODUCTION_TREES } from './production-files.ts';
import { writeProductionLockfile } from './production-lockfile.ts';
import { writeProductionManifests } from './production-manifests.ts';
import { missingImports } from './shipped-imports.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * npm run build: the folder production runs (docs/operations.md). The API ships as its
 * TypeScript sources, run by Node 24's type stripping (docs/decisions.md), beside the built web
 * app, the migrations and a package.json + package-lock.json for `npm ci --omit=dev`.
 */
export function buildProduction(out: string): void {
  buildWebIfStale();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  copyProductionTrees(root, out);
  const missing = missingImports(out, PRODUCTION_TREES);
  if (missing.length > 0) {
    throw new Error(`the output lacks files its code imports:\n  ${missing.join('\n  ')}`);
  }
  writeProductionManifests(root, out);
  writeProductionLockfile(root, out);
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
  const out = path.resolve(root, values.out);
  buildProduction(out);
  console.log(`Production build in ${path.relative(process.cwd(), out) || '.'}`);
}
