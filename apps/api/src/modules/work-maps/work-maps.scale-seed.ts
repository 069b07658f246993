import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { absences, workDays, workMaps } from './work-maps.schema.ts';

/** The month the benchmark reads: October 2026 (Republic Day on the 5th). */
export const SCALE_WORK_MAP_MONTH = '2026-10';

/**
 * The benchmark's work maps: nine in ten employees (Ana, the bench's employee, among them) have
 * October 2026's map (most approved), each working day filled at their hours, one in six with a
 * medical appointment, in three statements.
 */
export async function seedScaleWorkMaps(executor: Executor): Promise<void> {
  const month = `${SCALE_WORK_MAP_MONTH}-01`;
  await executor.execute(sql`
    insert into ${workMaps} (employee_id, month, status)
    select id, ${month}::date,
      (array['Approved','Approved','Approved','PendingApproval','PendingSubmission','InModification'])[1 + (n % 6)::int]
    from (
      select id, email, row_number() over (order by id) as n
      from ${users}
      where enabled and 'employee' = any(profiles)
    ) numbered
    where n % 10 <> 3 or email = 'employee@example.com'`);
  await executor.execute(sql`
    insert into ${workDays} (work_map_id, day, hours)
    select m.id, d::date, u.daily_hours
    from ${workMaps} m
    join ${users} u on u.id = m.employee_id
    cross join generate_series(${month}::date, (${month}::date + interval '1 month' - interval '1 day'), interval '1 day') d
    where m.month = ${month}::date and extract(isodow from d) = any(u.working_weekdays)
      and extract(isodow from d) < 6 and d::date <> date '2026-10-05'`);
  await executor.execute(sql`
    insert into ${absences} (work_map_id, employee_id, type, start_date, end_date, unit, hours)
    select m.id, m.employee_id, 'medical_appointment', date '2026-10-07', date '2026-10-07', 'hours', 2
    from ${workMaps} m
    where m.month = ${month}::date and abs(hashtext(m.id::text)) % 6 = 0`);
}
