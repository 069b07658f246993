import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

/** A table whose rows have a text id and a name (clients, projects). */
type NamedTable = PgTable & { id: PgColumn; name: PgColumn };

/** The names of these rows by id, in one query (a list shows the clients or projects it names). */
export async function namesById(
  db: Executor,
  table: NamedTable,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, unique));
  return new Map(rows.map((row) => [String(row.id), String(row.name)]));
}
