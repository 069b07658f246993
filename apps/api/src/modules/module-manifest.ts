import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/database.ts';
import type { DashboardPieces } from '../platform/dashboard/dashboard-pieces.ts';
import type { ErasureStep } from '../platform/erasure/erasure-step.ts';
import type { FileStore } from '../platform/files/file-store.ts';
import type { PersonalDataPiece } from '../platform/personal-data/personal-data-piece.ts';
import type { RecordAccessCase } from '../platform/record-access/record-access-case.ts';

/** What the demo seed hands every step (seed/demo-seed.ts). */
export interface DemoSeedContext {
  /** The demo password's argon2 hash, made once before the seed's transaction. */
  passwordHash: string;
  /** Where uploads live: with it the demo people get pictures (API tests seed without). */
  files?: FileStore;
  /**
   * The day the demo starts: with it the company gets regional holidays this year and next, and
   * every employee a year of work maps up to it (API tests seed without, so their months and
   * holidays are theirs to create).
   */
  today?: string;
}

/**
 * One step of a seed, run in the seed's transaction. `order` places it among every module's steps
 * of the same seed, lowest first (the demo and scale seeds number theirs in tens, so a new step
 * goes between two): a step that reads another module's rows comes after that module's step.
 */
export interface SeedStep<Context = undefined> {
  order: number;
  run(executor: Executor, context: Context): Promise<unknown>;
}

/**
 * Everything the lists that need a domain module find in one place: the app registers `plugin`,
 * the demo seed (seed/demo-seed.ts) runs `demoSeed`, the bench's scale seed (seed/scale-seed.ts)
 * runs `scaleSeed`, and test/record-access-cases.ts loads `recordAccess`. Listed once in
 * modules.ts, in the order the app registers the plugins.
 */
export interface ModuleManifest {
  name: string;
  /** The module's one Fastify plugin (`<domain>.module.ts`); a read model with no routes has none. */
  plugin?: (app: FastifyInstance) => Promise<void>;
  /** The module's demo rows (`<domain>.seed.ts`), through the public files of other modules. */
  demoSeed?: readonly SeedStep<DemoSeedContext>[];
  /** The module's rows at the bench's scale, on top of the demo and generated people. */
  scaleSeed?: readonly SeedStep[];
  /**
   * The module's record-access cases (`<domain>.record-access.ts`), loaded only by the tests: they
   * import test helpers the running app never loads.
   */
  recordAccess?: () => Promise<readonly RecordAccessCase[]>;
  /**
   * The widgets and approvers' pending counts the module lends GET /api/dashboard
   * (`<domain>.dashboard.ts`): the dashboard module asks each only for holders of its profiles.
   */
  dashboard?: DashboardPieces;
  /**
   * What the module holds about a person (`<domain>.personal-data.ts`): the JSON files and stored
   * files it adds to their data export. Every column naming a person is covered by one or listed
   * as left out (personal-data/personal-data-coverage.test.ts).
   */
  personalData?: PersonalDataPiece;
  /**
   * What the module replaces or removes of a leaver's personal values when HR erases them
   * (`<domain>.erasure.ts`, GDPR art. 17): the erasure module runs every step in one transaction.
   */
  erasure?: ErasureStep;
}
