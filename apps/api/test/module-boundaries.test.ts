import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  findApiPathLiterals,
  findViolations,
  readSources,
} from '../../../scripts/boundaries/find-violations.ts';
import { checkModuleGraph, renderModuleGraph } from '../../../scripts/boundaries/module-graph.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The real tree plus one deliberate file, as `npm run lint` would see it. */
function violationsWith(file: string, text: string) {
  const sources = readSources(root);
  sources.set(file, text);
  return findViolations(root, sources).filter((violation) => violation.file === file);
}

describe('module boundaries (npm run lint)', () => {
  it('finds none in the tree as it is', () => {
    assert.deepEqual(findViolations(root, readSources(root)), []);
  });

  it("refuses a module importing another module's internals, not its public file", () => {
    const file = 'apps/api/src/modules/accounts/deliberate.ts';
    const [violation, ...more] = violationsWith(
      file,
      "import { users } from '../people/people.schema.ts';\nimport { findPerson } from '../people/people.public.ts';\nimport { toAccount } from './account-view.ts';\n",
    );
    assert.equal(more.length, 0);
    assert.equal(violation?.rule, 'module-internals');
    assert.equal(violation?.resolved, 'apps/api/src/modules/people/people.schema.ts');
  });

  it("lets only a module's schema import another module's schema (foreign keys), nothing else", () => {
    const schema = violationsWith(
      'apps/api/src/modules/projects/deliberate.schema.ts',
      "import { clients } from '../clients/clients.schema.ts';\nimport { users } from '../people/people.public.ts';\nimport { findClient } from '../clients/clients.repository.ts';",
    );
    assert.deepEqual(
      schema.map((violation) => [violation.rule, violation.imports]),
      [['schema-references-schema', '../clients/clients.repository.ts']],
    );
    const repository = violationsWith(
      'apps/api/src/modules/projects/deliberate.repository.ts',
      "import { clients } from '../clients/clients.schema.ts';",
    );
    assert.deepEqual(
      repository.map((violation) => violation.rule),
      ['module-internals'],
    );
  });

  it('refuses the seed and the benchmark reaching into module internals', () => {
    const seed = violationsWith(
      'apps/api/src/seed/deliberate.ts',
      "import { hashPassword } from '../modules/identity/password-hashing.ts';",
    );
    assert.deepEqual(
      seed.map((violation) => violation.rule),
      ['seed-uses-public-modules'],
    );
    const bench = violationsWith(
      'bench/lib/deliberate.ts',
      "import { openDatabase } from '../../apps/api/src/db/database.ts';\nimport { x } from '@quadro/api/src/app.ts';\nimport { migrateDatabase } from '@quadro/api/database';",
    );
    assert.deepEqual(
      bench.map((violation) => violation.imports),
      ['../../apps/api/src/db/database.ts', '@quadro/api/src/app.ts'],
    );
  });

  it("lets the seed read the manifests' list but no module's seed steps or manifest directly", () => {
    const seed = violationsWith(
      'apps/api/src/seed/deliberate.ts',
      "import { DOMAIN_MANIFESTS } from '../modules/modules.ts';\nimport type { SeedStep } from '../modules/module-manifest.ts';\nimport { seedDemoVacations } from '../modules/vacations/vacations.seed.ts';\nimport { vacationsManifest } from '../modules/vacations/vacations.manifest.ts';",
    );
    assert.deepEqual(
      seed.map((violation) => [violation.rule, violation.imports]),
      [
        ['seed-uses-public-modules', '../modules/vacations/vacations.seed.ts'],
        ['seed-uses-public-modules', '../modules/vacations/vacations.manifest.ts'],
      ],
    );
  });

  it("refuses a module's own code importing the seed; its <domain>.seed.ts and tests may", () => {
    const demoPeople = "import { DEMO_PEOPLE } from '../../seed/demo-people.ts';";
    const [violation, ...more] = violationsWith(
      'apps/api/src/modules/vacations/vacations.manifest.ts',
      demoPeople,
    );
    assert.equal(more.length, 0);
    assert.equal(violation?.rule, 'module-code-leaves-the-seed-alone');
    assert.equal(violation?.resolved, 'apps/api/src/seed/demo-people.ts');
    assert.deepEqual(
      violationsWith('apps/api/src/modules/vacations/vacations.service.ts', demoPeople).map(
        (found) => found.rule,
      ),
      ['module-code-leaves-the-seed-alone'],
    );
    assert.deepEqual(
      violationsWith('apps/api/src/modules/vacations/vacations.seed.ts', demoPeople),
      [],
    );
    assert.deepEqual(
      violationsWith('apps/api/src/modules/vacations/deliberate.test.ts', demoPeople),
      [],
    );
  });

  it('refuses app code importing apps/api/test; tests and the test-only files beside them may', () => {
    const testApp = "import type { TestApp } from '../../../test/test-app.ts';";
    const refusedIn = (file: string) => violationsWith(file, testApp).map((found) => found.rule);
    assert.deepEqual(refusedIn('apps/api/src/modules/holidays/holidays.service.ts'), [
      'app-code-leaves-test-helpers-alone',
    ]);
    assert.deepEqual(refusedIn('apps/api/src/platform/files/deliberate.ts'), [
      'app-code-leaves-test-helpers-alone',
    ]);
    for (const testOnly of [
      'deliberate.test.ts',
      'holidays.record-access.ts',
      'holidays.fixtures.ts',
      'holidays-test-client.ts',
    ]) {
      assert.deepEqual(refusedIn(`apps/api/src/modules/holidays/${testOnly}`), [], testOnly);
    }
  });

  it('refuses the database layer importing a module, the platform or the seed', () => {
    const violations = violationsWith(
      'apps/api/src/db/deliberate.ts',
      "import { users } from '../modules/people/people.public.ts';\nimport { seedDemoData } from '../seed/demo-seed.ts';\nimport { deliverMail } from '../platform/mail/deliver-mail.ts';\nimport { openDatabase } from './database.ts';",
    );
    assert.deepEqual(
      violations.map((violation) => [violation.rule, violation.imports]),
      [
        ['database-layer-stands-alone', '../modules/people/people.public.ts'],
        ['database-layer-stands-alone', '../seed/demo-seed.ts'],
        ['database-layer-stands-alone', '../platform/mail/deliver-mail.ts'],
      ],
    );
  });

  it('refuses the contract importing the apps, and one web feature importing another', () => {
    const contract = violationsWith(
      'packages/contract/src/deliberate.ts',
      "import type { Config } from '../../../apps/api/src/config.ts';",
    );
    assert.deepEqual(
      contract.map((violation) => violation.rule),
      ['contract-stands-alone'],
    );
    const web = violationsWith(
      'apps/web/src/features/accounts/deliberate.tsx',
      "import { LoginPage } from '../auth/login-page.tsx';\nimport { x } from './components/profile-about.tsx';",
    );
    assert.deepEqual(
      web.map((violation) => violation.rule),
      ['web-feature-internals'],
    );
  });

  it('finds no /api path literal in the apps outside tests, and refuses a new one', () => {
    const sources = readSources(root);
    assert.deepEqual(findApiPathLiterals(sources), []);
    sources.set(
      'apps/web/src/features/holidays/api/deliberate.ts',
      "// GET /api/holidays, in a comment, is fine\nexport const list = () => fetch('/api/holidays');\nexport const one = (id: string) => fetch(`/api/holidays/` + id);\n",
    );
    sources.set(
      'apps/api/src/modules/holidays/deliberate.ts',
      "export const url = '/api/holidays/:id';\n",
    );
    sources.set('apps/web/src/features/holidays/deliberate.test.ts', "fetch('/api/holidays');\n");
    sources.set('packages/contract/src/deliberate.endpoints.ts', "export const path = '/api/x';\n");
    assert.deepEqual(
      findApiPathLiterals(sources).map(({ rule, file, line, literal }) => [
        rule,
        file,
        line,
        literal,
      ]),
      [
        [
          'endpoints-live-in-the-contract',
          'apps/web/src/features/holidays/api/deliberate.ts',
          2,
          '/api/holidays',
        ],
        [
          'endpoints-live-in-the-contract',
          'apps/web/src/features/holidays/api/deliberate.ts',
          3,
          '/api/holidays/',
        ],
        [
          'endpoints-live-in-the-contract',
          'apps/api/src/modules/holidays/deliberate.ts',
          1,
          '/api/holidays/:id',
        ],
      ],
    );
  });

  it('refuses API modules importing each other in a cycle, and names the cycle', () => {
    // people → vacations, while vacations imports people: a cycle of two.
    const direct = violationsWith(
      'apps/api/src/modules/people/deliberate.ts',
      "import { x } from '../vacations/vacations.public.ts';",
    );
    assert.deepEqual(
      direct.map((violation) => [violation.rule, violation.cycle?.join(' → ')]),
      [['module-cycle', 'people → vacations → people']],
    );
    assert.match(direct[0]?.because ?? '', /people → vacations → people/);
    // clients → work-maps, while work-maps reaches clients through projects.
    const transitive = violationsWith(
      'apps/api/src/modules/clients/deliberate.ts',
      "import { x } from '../work-maps/work-maps.public.ts';",
    );
    assert.deepEqual(
      transitive.map((violation) => [violation.rule, violation.cycle?.join(' → ')]),
      [['module-cycle', 'clients → work-maps → projects → clients']],
    );
    // A module's tests are not part of the graph.
    assert.deepEqual(
      violationsWith(
        'apps/api/src/modules/people/deliberate.test.ts',
        "import { x } from '../vacations/vacations.public.ts';",
      ),
      [],
    );
  });

  it("refuses a public file exporting a table, people's users aside", () => {
    const clients = violationsWith(
      'apps/api/src/modules/clients/clients.public.ts',
      "export { type ClientRow, clients as clientTable } from './clients.schema.ts';\nexport { insertClient } from './clients.repository.ts';",
    );
    assert.deepEqual(
      clients.map((violation) => [violation.rule, violation.because]),
      [
        [
          'public-exports-no-table',
          "a public file exports functions, never a table: 'clients' is a pgTable",
        ],
      ],
    );
    const everything = violationsWith(
      'apps/api/src/modules/work-maps/work-maps.public.ts',
      "export * from './work-maps.schema.ts';",
    );
    assert.deepEqual(everything.map((violation) => violation.because.split(': ')[1]).sort(), [
      "'absences' is a pgTable",
      "'workDays' is a pgTable",
      "'workMaps' is a pgTable",
    ]);
    const people = violationsWith(
      'apps/api/src/modules/people/people.public.ts',
      "export { interests, type PersonRow, users } from './people.schema.ts';",
    );
    assert.deepEqual(
      people.map((violation) => violation.because.split(': ')[1]),
      ["'interests' is a pgTable"],
    );
  });

  it('refuses the travel modules lending their tables: siblings read their views and functions', () => {
    const lent = [
      [
        'apps/api/src/modules/kilometre-maps/kilometre-maps.public.ts',
        "export { kilometreMapMonths, kilometreMaps } from './kilometre-maps.schema.ts';",
      ],
      [
        'apps/api/src/modules/monthly-trips/monthly-trips.public.ts',
        "export { monthlyTrips, tripJustifications } from './monthly-trips.schema.ts';",
      ],
      [
        'apps/api/src/modules/road-trips/road-trips.public.ts',
        "export { roadTrips, travelReceipts } from './road-trips.schema.ts';",
      ],
    ] as const;
    assert.deepEqual(
      lent.flatMap(([file, text]) =>
        violationsWith(file, text).map((violation) => violation.because.split(': ')[1]),
      ),
      [
        "'kilometreMapMonths' is a pgTable",
        "'kilometreMaps' is a pgTable",
        "'monthlyTrips' is a pgTable",
        "'tripJustifications' is a pgTable",
        "'roadTrips' is a pgTable",
        "'travelReceipts' is a pgTable",
      ],
    );
  });

  it("keeps the module graph of docs/architecture.md the tree's, and sees a new import", () => {
    const sources = readSources(root);
    assert.equal(checkModuleGraph(root, sources).upToDate, true, 'run npm run graph');
    assert.match(renderModuleGraph(root, sources), /^ {2}work_maps --> days_away$/m);
    sources.set(
      'apps/api/src/modules/transports/deliberate.ts',
      "import { x } from '../holidays/holidays.public.ts';",
    );
    assert.match(renderModuleGraph(root, sources), /^ {2}transports --> holidays$/m);
    assert.equal(checkModuleGraph(root, sources).upToDate, false);
  });

  it('makes the lint command fail on a deliberate cross-module import written into the tree', async () => {
    const file = path.join(root, 'apps/api/src/modules/accounts/deliberate-crossing.ts');
    await writeFile(file, "export { users } from '../people/people.schema.ts';\n");
    try {
      const lint = spawnSync(
        process.execPath,
        [path.join(root, 'scripts/boundaries/check-boundaries.ts')],
        { encoding: 'utf8' },
      );
      assert.equal(lint.status, 1);
      assert.match(
        lint.stderr,
        /accounts\/deliberate-crossing\.ts: imports '\.\.\/people\/people\.schema\.ts'/,
      );
      assert.match(lint.stderr, /module-internals/);
    } finally {
      await rm(file, { force: true });
    }
  });
});
