import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { travelPasses } from './travel-passes.schema.ts';

/** The month finance's table reads in the benchmark: October 2026, as the work maps. */
export const SCALE_TRAVEL_PASS_MONTH = '2026-10';

const REJECTION = 'The receipt is not readable: please attach a clearer copy.';

/**
 * The benchmark's travel passes: every enabled employee and trainee (Ana among them) has a pass
 * for each month from January 2026 to October 2026, 40.00, 30.00 or 20.00 €, no receipt. January
 * to September are approved; October is a quarter each waiting for finance, approved, rejected
 * (with a reason) and not yet sent. One statement, about 49,000 rows at 5,000 employees.
 */
export async function seedScaleTravelPasses(executor: Executor): Promise<void> {
  const last = `${SCALE_TRAVEL_PASS_MONTH}-01`;
  await executor.execute(sql`
    insert into ${travelPasses} (employee_id, month, value, status, rejection_reason)
    select p.id, m::date,
      (array[40.00, 30.00, 20.00]::numeric[])[1 + (p.n % 3)::int],
      case when m::date < ${last}::date then 'Approved'
        else (array['PendingApproval','Approved','Rejected','PendingSubmission'])[1 + (p.n % 4)::int]
      end,
      case when m::date = ${last}::date and p.n % 4 = 2 then ${REJECTION} end
    from (
      select id, row_number() over (order by id) as n
      from ${users}
      where enabled and profiles && array['employee', 'trainee']::text[]
    ) p
    cross join generate_series(date '2026-01-01', ${last}::date, interval '1 month') m`);
}
