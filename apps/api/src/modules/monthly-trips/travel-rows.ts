import type { Executor } from '../../db/database.ts';
import { insertApprovedKilometreMonth } from '../kilometre-maps/kilometre-maps.public.ts';
import { tripJustifications } from './monthly-trips.schema.ts';

/**
 * Rows for other modules' tests and scale seeds: an employee's kilometre-map month, approved at
 * `pricePerKm` (the map of its year made when missing), and its trips' justification in `status`.
 */
export async function insertJustifiedMonth(
  db: Executor,
  row: { employeeId: string; month: string; pricePerKm: string; status: string },
): Promise<void> {
  await insertApprovedKilometreMonth(db, {
    employeeId: row.employeeId,
    month: row.month,
    value: '0.00',
    pricePerKm: row.pricePerKm,
  });
  await db
    .insert(tripJustifications)
    .values({ employeeId: row.employeeId, month: `${row.month}-01`, status: row.status });
}
