import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { kilometreMapMonths, kilometreMaps } from '../kilometre-maps/kilometre-maps.public.ts';
import { tripJustifications } from './monthly-trips.schema.ts';

/**
 * Rows for other modules' tests and scale seeds: an employee's kilometre-map month, approved at
 * `pricePerKm` (the map of its year made when missing), and its trips' justification in `status`.
 */
export async function insertJustifiedMonth(
  db: Executor,
  row: { employeeId: string; month: string; pricePerKm: string; status: string },
): Promise<void> {
  const year = Number(row.month.slice(0, 4));
  await db.insert(kilometreMaps).values({ employeeId: row.employeeId, year }).onConflictDoNothing();
  const [map] = await db
    .select({ id: kilometreMaps.id })
    .from(kilometreMaps)
    .where(
      sql`${kilometreMaps.employeeId} = ${row.employeeId} and ${kilometreMaps.year} = ${year}`,
    );
  await db.insert(kilometreMapMonths).values({
    mapId: map?.id ?? '',
    employeeId: row.employeeId,
    month: `${row.month}-01`,
    value: '0.00',
    pricePerKm: row.pricePerKm,
    status: 'Approved',
  });
  await db
    .insert(tripJustifications)
    .values({ employeeId: row.employeeId, month: `${row.month}-01`, status: row.status });
}
