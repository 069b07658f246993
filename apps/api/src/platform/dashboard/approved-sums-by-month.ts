import { and, between, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';

/** An approvable table's month (its first day), euros and status: what the money dashboards sum. */
export interface MonthlyMoney {
  table: PgTable;
  month: PgColumn;
  euros: PgColumn;
  status: PgColumn;
}

/**
 * The approved euros of each month from `fromYear` to `toYear`, in one grouping (the crypto
 * dashboard): 'YYYY-MM' → euros; months without any are absent.
 */
export async function approvedSumsByMonth(
  db: Executor,
  money: MonthlyMoney,
  fromYear: number,
  toYear: number,
): Promise<Map<string, string>> {
  // Grouped by the stored first day, not a formatted month: formatting every row costs double.
  const rows = await db
    .select({
      month: sql<string>`${money.month}`,
      euros: sql<string>`sum(${money.euros})::numeric(14,2)::text`,
    })
    .from(money.table)
    .where(
      and(
        eq(money.status, 'Approved'),
        between(money.month, `${fromYear}-01-01`, `${toYear}-12-01`),
      ),
    )
    .groupBy(money.month);
  return new Map(rows.map((row) => [String(row.month).slice(0, 7), row.euros]));
}
