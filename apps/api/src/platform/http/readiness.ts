import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';
import { pendingMigrations } from '../../db/migration-status.ts';
import type { FileStore } from '../files/file-store.ts';
import { APP_VERSION } from './app-version.ts';

const checkSchema = z.enum(['ok', 'failed', 'skipped']);

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  version: z.string(),
  checks: z.object({ database: checkSchema, migrations: checkSchema, files: checkSchema }),
  /** Why it is not ready: each failed check's reason. */
  problems: z.array(z.string()),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** A database that does not answer within this is as good as down for a balancer. */
const CHECK_TIMEOUT_MS = 3000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

/**
 * Whether this instance should get traffic: the database answers, every migration of this build is
 * applied, uploads can be written, and it is not shutting down. The migrations are only asked once
 * the database answered.
 */
export async function checkReadiness(options: {
  database: DatabaseHandle;
  files: FileStore;
  draining: boolean;
  /** The failure's own error, for the log: the public answer names only the check. */
  onFailure(check: keyof Readiness['checks'], error: unknown): void;
}): Promise<Readiness> {
  const problems: string[] = [];
  const checks: Readiness['checks'] = { database: 'ok', migrations: 'skipped', files: 'ok' };
  try {
    await withinTimeout(options.database.db.execute(sql`select 1`));
  } catch (error) {
    checks.database = 'failed';
    problems.push('database unreachable');
    options.onFailure('database', error);
  }
  if (checks.database === 'ok') {
    try {
      const pending = await withinTimeout(pendingMigrations(options.database));
      checks.migrations = pending.length === 0 ? 'ok' : 'failed';
      if (pending.length > 0) problems.push(`migrations not applied: ${pending.join(', ')}`);
    } catch (error) {
      checks.migrations = 'failed';
      problems.push('migrations unknown');
      options.onFailure('migrations', error);
    }
  }
  try {
    await withinTimeout(options.files.probe());
  } catch (error) {
    checks.files = 'failed';
    problems.push('file store not writable');
    options.onFailure('files', error);
  }
  if (options.draining) problems.push('shutting down');
  const status = options.draining ? 'draining' : problems.length === 0 ? 'ready' : 'unavailable';
  return { status, version: APP_VERSION, checks, problems };
}
