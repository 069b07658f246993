import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DOMAIN_MANIFESTS } from '../src/modules/modules.ts';
import { stepsInOrder } from '../src/seed/seed-steps.ts';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');
/** Given every manifest by app.ts (they gather dashboard, personal-data and erasure pieces), so listed in none. */
const GATHERING_MODULES = ['dashboard', 'personal-data', 'erasure'];

describe('module manifests (modules/modules.ts)', () => {
  it('lists every module folder once, by its manifest, named after the folder', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !GATHERING_MODULES.includes(name))
      .sort();
    assert.deepEqual(DOMAIN_MANIFESTS.map((manifest) => manifest.name).sort(), folders);
    for (const name of folders) {
      assert.ok(existsSync(path.join(modulesDir, name, `${name}.manifest.ts`)), name);
    }
  });

  it("gives each seed's steps an order of their own", () => {
    const demo = stepsInOrder('demo', DOMAIN_MANIFESTS, (manifest) => manifest.demoSeed);
    const scale = stepsInOrder('scale', DOMAIN_MANIFESTS, (manifest) => manifest.scaleSeed);
    assert.ok(demo.length > 0 && scale.length > 0);
    assert.throws(
      () =>
        stepsInOrder(
          'demo',
          [
            { name: 'a', plugin: async () => {}, demoSeed: [{ order: 10, run: async () => {} }] },
            { name: 'b', plugin: async () => {}, demoSeed: [{ order: 10, run: async () => {} }] },
          ],
          (manifest) => manifest.demoSeed,
        ),
      /the demo seed's steps of a and b share order 10/,
    );
  });

  it("loads every manifest's record-access cases", async () => {
    for (const manifest of DOMAIN_MANIFESTS) {
      const cases = (await manifest.recordAccess?.()) ?? [];
      assert.ok(Array.isArray(cases), manifest.name);
    }
  });
});
