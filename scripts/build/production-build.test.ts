import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { isShipped } from './production-files.ts';
import { PRODUCTION_WORKSPACES, writeProductionManifests } from './production-manifests.ts';
import { missingImports } from './shipped-imports.ts';

const root = path.resolve(import.meta.dirname, '../..');

test('tests, fixtures and record-access cases stay out of the output; the code goes in', () => {
  for (const file of [
    'vacations.routes.test.ts',
    'posts.fixtures.ts',
    'posts.record-access.ts',
    'scim-test-client.ts',
  ]) {
    assert.equal(isShipped(`apps/api/src/modules/x/${file}`), false, file);
  }
  for (const file of ['vacations.routes.ts', 'pdf-check.worker.ts', 'posts.manifest.ts']) {
    assert.equal(isShipped(`apps/api/src/modules/x/${file}`), true, file);
  }
});

test('a shipped file importing one left out is named; type imports and lazy imports are not', (t) => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'quadro-imports-'));
  t.after(() => rmSync(out, { recursive: true, force: true }));
  mkdirSync(path.join(out, 'src'));
  writeFileSync(path.join(out, 'src/there.ts'), 'export const there = 1;\n');
  writeFileSync(
    path.join(out, 'src/main.ts'),
    [
      "import { there } from './there.ts';",
      "import type { Gone } from './types-only.ts';",
      "import {\n  absent,\n} from './absent.ts';",
      "export { other } from '../outside.ts';",
      "const later = () => import('./lazy.ts');",
    ].join('\n'),
  );
  assert.deepEqual(missingImports(out, ['src', 'not-built']), [
    `src/main.ts imports src/absent.ts`,
    `src/main.ts imports outside.ts`,
  ]);
});

test("the output's manifests: production workspaces, runtime dependencies, the portal's commands", (t) => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'quadro-manifests-'));
  t.after(() => rmSync(out, { recursive: true, force: true }));
  for (const workspace of PRODUCTION_WORKSPACES)
    mkdirSync(path.join(out, workspace), { recursive: true });
  writeProductionManifests(root, out);
  const read = (file: string) => JSON.parse(readFileSync(path.join(out, file), 'utf8'));
  const rootManifest = read('package.json');
  const sourceManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.equal(rootManifest.version, sourceManifest.version);
  assert.deepEqual(rootManifest.workspaces, ['packages/contract', 'apps/api']);
  assert.equal(rootManifest.devDependencies, undefined);
  assert.equal(rootManifest.scripts.start, sourceManifest.scripts.serve);
  const api = read('apps/api/package.json');
  assert.equal(api.devDependencies, undefined);
  assert.ok(api.dependencies.fastify);
  const sourceApi = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
  assert.equal(api.scripts.start, sourceApi.scripts.start);
  for (const devScript of ['test', 'dev', 'db:generate']) {
    assert.equal(api.scripts[devScript], undefined, devScript);
  }
});
