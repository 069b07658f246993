import { firstDayOf, monthOf, previousMonth } from '@quadro/contract/calendar-days';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { SCALE_TRAVEL_PASS_MONTH } from '../../seed/scale-months.ts';
import { users } from '../people/people.public.ts';
import { travelPasses } from './travel-passes.schema.ts';

const MONTHS_BACK = 11;
const REJECTION = 'The receipt is not readable: please attach a clearer copy.';
/** Ana (the demo employee) adds this month's pass herself, as a new user would. */
const ADDS_THIS_MONTH = 'employee@example.com';

/** Last month shows every state; earlier months are approved; this month is half added. */
function statusOf(person: number, monthsAgo: number): string | null {
  if (monthsAgo === 0) return person % 2 === 0 ? 'PendingSubmission' : null;
  if (monthsAgo > 1) return 'Approved';
  return ['PendingApproval', 'Rejected', 'PendingSubmission', 'Approved'][person % 4] as string;
}

/**
 * A year of travel passes for every enabled employee and trainee, in every state, with values
 * (no receipts: the demo has no files to show). Inserted in bulk.
 */
export async function seedDemoTravelPasses(db: Executor, today: string): Promise<void> {
  const months = [monthOf(today)];
  for (let index = 0; index < MONTHS_BACK; index++) {
    months.push(previousMonth(months.at(-1) as string));
  }
  const people = await db
    .select({ id: users.id, email: users.email, startDate: users.startDate })
    .from(users)
    .where(
      and(
        eq(users.enabled, true),
        sql`(${users.profiles} && array['employee', 'trainee']::text[])`,
      ),
    )
    .orderBy(asc(users.email));
  const rows: Array<typeof travelPasses.$inferInsert> = [];
  for (const [index, person] of people.entries()) {
    months.forEach((month, monthsAgo) => {
      const status =
        monthsAgo === 0 && person.email === ADDS_THIS_MONTH ? null : statusOf(index, monthsAgo);
      if (!status || (person.startDate && person.startDate > `${month}-31`)) return;
      rows.push({
        employeeId: person.id,
        month: firstDayOf(month),
        value:
          status === 'PendingSubmission' && monthsAgo === 0
            ? null
            : ['40.00', '30.00', '20.00'][index % 3],
        status,
        rejectionReason: status === 'Rejected' ? REJECTION : null,
      });
    });
  }
  if (rows.length > 0) await db.insert(travelPasses).values(rows);
}

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
