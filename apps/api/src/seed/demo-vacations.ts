import { addDays, isoWeekday } from '@quadro/contract/calendar-days';
import { vacationDays } from '@quadro/contract/vacation-balance';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { holidayDatesBetween } from '../modules/holidays/holidays.public.ts';
import { users } from '../modules/people/people.public.ts';
import { insertCancellation, insertVacation } from '../modules/vacations/vacations.public.ts';

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
      const row = await insertVacation(db, {
        employeeId: person.id,
        startDate: period.start,
        endDate: end,
        days: String(vacationDays({ start: period.start, end, halfDay: false }, pattern)),
        status: cancelled || period.state === 'CancellationAsked' ? 'Approved' : period.state,
        rejectionReason: period.state === 'Rejected' ? REJECTION : null,
        note: index % 2 === 0 ? 'Family trip' : null,
        cancelledAt: cancelled ? now : null,
      });
      if (row && (cancelled || period.state === 'CancellationAsked')) {
        await insertCancellation(db, {
          vacationId: row.id,
          employeeId: person.id,
          reason: 'Plans changed',
          status: cancelled ? 'Approved' : 'PendingApproval',
        });
      }
    }
  }
}
