import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { vacationCancellations, vacations } from './vacations.schema.ts';

/** The month the benchmark's team calendar shows: October 2026, as the work maps. */
export const SCALE_VACATION_MONTH = '2026-10';

/**
 * The benchmark's vacations: a third of the employees took two weeks in August 2026, a fifth
 * (Ana among them) a week in October, a quarter wait for a week in March 2027, one in seven was
 * refused three days in December, one in eleven August periods has a cancellation waiting.
 */
export async function seedScaleVacations(executor: Executor): Promise<void> {
  const periods = [
    ['n % 3 = 0', '2026-08-03', '2026-08-14', 10, 'Approved', null],
    [
      "n % 5 = 0 or email = 'employee@example.com'",
      '2026-10-19',
      '2026-10-23',
      5,
      'Approved',
      null,
    ],
    ['n % 4 = 1', '2027-03-01', '2027-03-05', 5, 'PendingApproval', null],
    ['n % 7 = 2', '2026-12-07', '2026-12-09', 3, 'Rejected', 'Release week'],
  ] as const;
  for (const [who, start, end, days, status, reason] of periods) {
    await executor.execute(sql`
      insert into ${vacations} (employee_id, start_date, end_date, days, status, rejection_reason)
      select id, ${start}::date, ${end}::date, ${days}, ${status}, ${reason}
      from (
        select id, email, row_number() over (order by id) as n
        from ${users}
        where enabled and 'employee' = any(profiles)
      ) numbered
      where ${sql.raw(who)}`);
  }
  await executor.execute(sql`
    insert into ${vacationCancellations} (vacation_id, employee_id, reason)
    select id, employee_id, 'Plans changed' from ${vacations}
    where start_date = date '2026-08-03' and abs(hashtext(id::text)) % 11 = 0`);
}
