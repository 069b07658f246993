import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A query runner: the database itself or an open transaction. */
export type Executor = Database | Transaction;

/** A PostgreSQL pool's counts, as metrics report them (pg.Pool's own fields). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** The statements a handle ran since it opened, counted by Drizzle (/metrics, the bench, tests). */
export interface StatementCount {
  total: number;
}

/** A Drizzle logger that counts: one increment a statement, nothing kept. */
function statementCounter(): { statements: StatementCount; logger: Logger } {
  const statements = { total: 0 };
  return {
    statements,
    logger: {
      logQuery() {
        statements.total += 1;
      },
    },
  };
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  statements: StatementCount;
  /** PostgreSQL's connection pool; PGlite is one connection in the process and has none. */
  pool?: PoolCounts;
  /** PGlite's data directory as a tar, taken between two queries (backups; PGlite only). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  pgliteDir?: string;
  poolSize?: number;
}

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.url) {
    const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? 10 });
    // An idle client losing its connection (server restart, failover) must not crash the process:
    // the pool drops that client and the next query opens a new one.
    pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
    const { statements, logger } = statementCounter();
    const db = drizzlePg({ client: pool, casing: 'snake_case', logger }) as unknown as Database;
    return { db, engine: 'postgres', statements, pool, close: () => pool.end() };
  }
  const dir = location.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
  return pgliteHandle(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }));
}

/** The extensions the migrations create: accent-free name search (unaccent) and its index (pg_trgm). */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const { statements, logger } = statementCounter();
  const db = drizzlePglite({ client, casing: 'snake_case', logger }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    statements,
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
