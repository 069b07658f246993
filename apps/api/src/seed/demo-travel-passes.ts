import { firstDayOf, monthOf, previousMonth } from '@quadro/contract/calendar-days';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { users } from '../modules/people/people.public.ts';
import { insertPasses, type NewTravelPass } from '../modules/travel-passes/travel-passes.public.ts';

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
  const rows: NewTravelPass[] = [];
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
  await insertPasses(db, rows);
}
