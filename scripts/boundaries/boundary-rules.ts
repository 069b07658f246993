/**
 * Who may import whom. A rule forbids imports from files matching `from` to files matching `to`,
 * unless `allowed` says otherwise; `$1` in `to`/`allowed` stands for the first group of `from`.
 */
export interface BoundaryRule {
  name: string;
  because: string;
  from: RegExp;
  to: string;
  allowed?: string;
  /** Imports through a workspace package's "exports" entry points are fine. */
  allowExportedEntryPoints?: boolean;
}

export const BOUNDARY_RULES: BoundaryRule[] = [
  {
    name: 'module-internals',
    because: 'a module uses another module only through its <domain>.public.ts',
    from: /^apps\/api\/src\/modules\/([^/]+)\/(?![^/]+\.schema\.ts$)/,
    to: '^apps/api/src/modules/(?!$1/)[^/]+/',
    allowed: '^apps/api/src/modules/[^/]+/[^/]+\\.public\\.ts$',
  },
  {
    name: 'schema-references-schema',
    because:
      "a module's *.schema.ts may import another module's *.schema.ts (a foreign key needs the table), nothing else of it but its public file",
    from: /^apps\/api\/src\/modules\/([^/]+)\/[^/]+\.schema\.ts$/,
    to: '^apps/api/src/modules/(?!$1/)[^/]+/',
    allowed: '^apps/api/src/modules/[^/]+/[^/]+\\.(public|schema)\\.ts$',
  },
  {
    name: 'seed-uses-public-modules',
    because:
      "the seed uses modules only through their <domain>.public.ts, and finds their seed steps in the manifests' list (modules/modules.ts)",
    from: /^apps\/api\/src\/seed\//,
    to: '^apps/api/src/modules/',
    allowed: '^apps/api/src/modules/([^/]+/[^/]+\\.public\\.ts|modules\\.ts|module-manifest\\.ts)$',
  },
  {
    name: 'module-code-leaves-the-seed-alone',
    because:
      "a module's code never depends on the demo company: only its <domain>.seed.ts (the rows its manifest seeds) and its tests import the seed's files",
    from: /^apps\/api\/src\/modules\/(?:[^/]+\/)*(?![^/]*\.(?:seed|test)\.ts$)[^/]+$/,
    to: '^apps/api/src/seed/',
  },
  {
    name: 'app-code-leaves-test-helpers-alone',
    because:
      'the running app never loads apps/api/test: only test files (*.test.ts) and the test-only files beside them (*.record-access.ts, *.fixtures.ts, *-test-client.ts) import its helpers',
    from: /^apps\/api\/src\/(?:[^/]+\/)*(?![^/]*(?:\.(?:test|record-access|fixtures)|-test-client)\.ts$)[^/]+$/,
    to: '^apps/api/test/',
  },
  {
    name: 'database-layer-stands-alone',
    because: 'the database layer (connection, migrations) imports no module, platform or seed',
    from: /^apps\/api\/src\/db\//,
    to: '^apps/api/src/(modules|platform|seed)/',
  },
  {
    name: 'bench-uses-api-entry-points',
    because:
      'bench/ reaches the API only through @quadro/api entry points (apps/api package.json "exports")',
    from: /^bench\//,
    to: '^apps/',
    allowExportedEntryPoints: true,
  },
  {
    name: 'contract-stands-alone',
    because: 'packages/contract imports nothing from the apps',
    from: /^packages\/contract\//,
    to: '^apps/',
  },
  {
    name: 'web-feature-internals',
    because: "a web feature never imports another feature's files: routes compose features",
    from: /^apps\/web\/src\/features\/([^/]+)\//,
    to: '^apps/web/src/features/(?!$1/)',
  },
];

/**
 * A rule over the whole graph of API modules rather than one import: module A imports module B
 * (its public file) only if B does not import A, directly or through other modules. A module's
 * tests (`*.test.ts`) are left out of the graph: they run the app, they are not part of it.
 */
export const MODULE_CYCLE_RULE = {
  name: 'module-cycle',
  because: 'API modules import each other in a cycle',
} as const;

/**
 * A module's public file exports functions (queries and commands), read models and types, never a
 * Drizzle table (`pgTable`): other modules call the owner instead of joining its rows. The one
 * exception is people's `users`, the person row every module joins for a name and references.
 */
export const PUBLIC_TABLE_RULE = {
  name: 'public-exports-no-table',
  because: 'a public file exports functions, never a table',
  publicFile: /^apps\/api\/src\/modules\/[^/]+\/[^/]+\.public\.ts$/,
  allowed: [{ file: 'apps/api/src/modules/people/people.public.ts', table: 'users' }],
} as const;
