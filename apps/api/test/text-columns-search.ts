import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/database.ts';

const rowsOf = async <Row>(db: Executor, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Every text, varchar, json(b) and text-array column of every table of the public schema that
 * holds `value`, case-insensitively: 'table.column' for each, in order. What an erasure test asks
 * of the whole database, whatever tables the modules add later.
 */
export async function columnsHolding(db: Executor, value: string): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
               or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
        order by c.table_name, c.column_name`,
  );
  const holding: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [found] = await rowsOf<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table_name)}
          where strpos(lower(${sql.identifier(column_name)}::text), lower(${value})) > 0) as found`,
    );
    if (found?.found) holding.push(`${table_name}.${column_name}`);
  }
  return holding;
}
