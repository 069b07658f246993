import { addDays, isoWeekday } from '@quadro/contract/calendar-days';
import { vacationDays } from '@quadro/contract/vacation-balance';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { holidayDatesBetween } from '../holidays/holidays.public.ts';
import { users } from '../people/people.public.ts';
import { vacationCancellations, vacations } from './vacations.schema.ts';

const REJECTION = 'Two of your team are already away that week: could you pick the next one?';
const ANA = 'employee@example.com';

type State =
  | 'Approved'
  | 'PendingApproval'
  | 'Rejected'
  | 'PendingSubmission'
  | 'Cancelled'
  | 'CancellationAsked';

interface DemoPeriod {
  start: string;
  workingDays: number;
  state: State;
}

const mondayOnOrAfter = (day: string) => addDays(day, (8 - isoWeekday(day)) % 7);

/** Last year's and this year's periods of the person at `index`, every state among them. */
function periodsOf(index: number, today: string, everyState: boolean): DemoPeriod[] {
  const year = Number(today.slice(0, 4));
  const week = everyState ? 0 : index % 4;
  const soon = (weeks: number) => mondayOnOrAfter(addDays(today, 7 * (weeks + week)));
  const periods: DemoPeriod[] = [
    {
      start: mondayOnOrAfter(`${year - 1}-07-${String(6 + 7 * week).padStart(2, '0')}`),
      workingDays: 5,
      state: 'Approved',
    },
    {
      start: mondayOnOrAfter(`${year - 1}-10-${String(5 + 7 * week).padStart(2, '0')}`),
      workingDays: 3,
      state: 'Cancelled',
    },
    {
      start: mondayOnOrAfter(`${year - 1}-12-${String(1 + 7 * week).padStart(2, '0')}`),
      workingDays: 2,
      state: 'Approved',
    },
    {
      start: mondayOnOrAfter(`${year}-04-${String(6 + 5 * week).padStart(2, '0')}`),
      workingDays: 5,
      state: 'Approved',
    },
  ];
  const upcoming: DemoPeriod[] = [
    { start: soon(1), workingDays: 2, state: 'PendingApproval' },
    { start: soon(2), workingDays: 2, state: 'Rejected' },
    { start: soon(3), workingDays: 2, state: 'PendingSubmission' },
    { start: soon(4), workingDays: 2, state: 'Approved' },
    { start: soon(5), workingDays: 2, state: 'CancellationAsked' },
  ];
  return [...periods, ...upcoming.filter((_, slot) => everyState || slot % 3 === index % 3)];
}

/**
 * Two years of vacations for every enabled employee, in every state (a cancellation approved,
 * another waiting): Ana has each state. Inserted before the demo work maps, which leave the
 * approved days out.
 */
export async function seedDemoVacations(db: Executor, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  const holidays = await holidayDatesBetween(db, `${year - 1}-01-01`, `${year + 1}-12-31`);
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      startDate: users.startDate,
      workingWeekdays: users.workingWeekdays,
    })
    .from(users)
    .where(and(eq(users.enabled, true), sql`'employee' = any(${users.profiles})`))
    .orderBy(asc(users.email));
  const now = new Date(`${today}T09:00:00Z`);
  for (const [index, person] of people.entries()) {
    const pattern = { workingWeekdays: person.workingWeekdays, holidays };
    let lastEnd = '';
    for (const period of periodsOf(index, today, person.email === ANA)) {
      let end = period.start;
      while (
        vacationDays({ start: period.start, end, halfDay: false }, pattern) < period.workingDays
      ) {
        end = addDays(end, 1);
      }
      if (period.start <= lastEnd || (person.startDate && period.start < person.startDate))
        continue;
      const upcoming = period.start > today;
      if (
        !upcoming &&
        ['PendingApproval', 'Rejected', 'PendingSubmission', 'CancellationAsked'].includes(
          period.state,
        )
      )
        continue;
      lastEnd = end;
      const cancelled = period.state === 'Cancelled';
      const [row] = await db
        .insert(vacations)
        .values({
          employeeId: person.id,
          startDate: period.start,
          endDate: end,
          days: String(vacationDays({ start: period.start, end, halfDay: false }, pattern)),
          status: cancelled || period.state === 'CancellationAsked' ? 'Approved' : period.state,
          rejectionReason: period.state === 'Rejected' ? REJECTION : null,
          note: index % 2 === 0 ? 'Family trip' : null,
          cancelledAt: cancelled ? now : null,
        })
        .returning({ id: vacations.id });
      if (row && (cancelled || period.state === 'CancellationAsked')) {
        await db.insert(vacationCancellations).values({
          vacationId: row.id,
          employeeId: person.id,
          reason: 'Plans changed',
          status: cancelled ? 'Approved' : 'PendingApproval',
        });
      }
    }
  }
}

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
