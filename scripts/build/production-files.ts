import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Files only the tests load: tests, their fixtures and the record-access cases manifests import lazily. */
const TEST_ONLY = /(\.test|\.record-access|\.fixtures|-test-client)\.ts$/;

/** What the portal reads at run time, relative to the repository root and to the output alike. */
export const PRODUCTION_TREES = [
  'packages/contract/src',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/web/dist',
  'docs/help',
  // Not read by the portal: the operator's examples travel with the tarball (docs/operations.md).
  'deploy',
] as const;

export function isShipped(file: string): boolean {
  return !TEST_ONLY.test(file);
}

/** Copies each production tree from the repository into the output, leaving test-only files out. */
export function copyProductionTrees(root: string, out: string): void {
  for (const tree of PRODUCTION_TREES) {
    const from = path.join(root, tree);
    if (!existsSync(from)) throw new Error(`${tree} is missing: nothing to ship from it`);
    cpSync(from, path.join(out, tree), { recursive: true, filter: isShipped });
  }
}
