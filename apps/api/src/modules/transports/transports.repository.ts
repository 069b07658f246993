import { asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { type NewTransport, type TransportRow, transports } from './transports.schema.ts';

export type TransportFields = Pick<
  TransportRow,
  'operator' | 'passType' | 'monthlyPrice' | 'notes'
>;

/** Backslash is LIKE's escape character: the term's own %, _ and \ match themselves. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The column holds the term, ignoring case and accents ('sao' finds 'São Bento'). */
function holds(column: PgColumn, term: string): SQL {
  return sql`lower(immutable_unaccent(${column})) like '%' || lower(immutable_unaccent(${likeLiteral(term)})) || '%'`;
}

/** The catalogue, newest first; with a search, the entries whose operator or pass type hold it. */
export function listTransports(db: Executor, search: string): Promise<TransportRow[]> {
  return db
    .select()
    .from(transports)
    .where(
      search
        ? or(holds(transports.operator, search), holds(transports.passType, search))
        : undefined,
    )
    .orderBy(desc(transports.createdAt), asc(transports.operator), asc(transports.passType));
}

export async function lockTransport(db: Executor, id: string): Promise<TransportRow | undefined> {
  const [row] = await db.select().from(transports).where(eq(transports.id, id)).for('update');
  return row;
}

export async function insertTransport(
  db: Executor,
  fields: TransportFields,
): Promise<TransportRow> {
  const [row] = await db.insert(transports).values(fields).returning();
  if (!row) throw new Error('transport insert returned nothing');
  return row;
}

/** The demo catalogue: entries already there (same operator and pass type, any case) are kept. */
export async function insertTransportsIfAbsent(db: Executor, rows: NewTransport[]): Promise<void> {
  if (rows.length > 0) await db.insert(transports).values(rows).onConflictDoNothing();
}

export async function updateTransport(
  db: Executor,
  id: string,
  fields: TransportFields,
  now: Date,
): Promise<TransportRow | undefined> {
  const [row] = await db
    .update(transports)
    .set({ ...fields, updatedAt: now })
    .where(eq(transports.id, id))
    .returning();
  return row;
}

export async function deleteTransport(db: Executor, id: string): Promise<void> {
  await db.delete(transports).where(eq(transports.id, id));
}
