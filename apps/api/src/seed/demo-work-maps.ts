import {
  addDays,
  daysBetween,
  firstDayOf,
  lastDayOf,
  monthOf,
  previousMonth,
} from '@quadro/contract/calendar-days';
import { workingDaysBetween } from '@quadro/contract/working-days';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { listApprovedVacationsOf } from '../modules/days-away/days-away.public.ts';
import { holidayDatesBetween } from '../modules/holidays/holidays.public.ts';
import { users } from '../modules/people/people.public.ts';
import { listProjectsOfPeriod } from '../modules/projects/projects.public.ts';
import {
  insertAbsences,
  insertMaps,
  insertWorkDays,
  type NewAbsence,
  type NewWorkDay,
  type NewWorkMap,
} from '../modules/work-maps/work-maps.public.ts';

const MONTHS_BACK = 12;
const CHUNK = 1000;
const REJECTION = 'The hours of the 3rd do not match the client timesheet: please check them.';
/** Ana (the demo employee) has this month to create herself, as a new user would. */
const LEAVES_THIS_MONTH = 'employee@example.com';

/** Last month shows every state; earlier months are approved; this month is half done. */
function statusOf(person: number, monthsAgo: number): string | null {
  if (monthsAgo === 0) return person % 2 === 0 ? 'PendingSubmission' : null;
  if (monthsAgo > 1) return 'Approved';
  return ['PendingApproval', 'Rejected', 'InModification', 'PendingSubmission', 'Approved'][
    person % 5
  ] as string;
}

type Person = {
  id: string;
  email: string;
  startDate: string | null;
  workingWeekdays: number[];
  dailyHours: string;
};

/**
 * A year of work maps for every enabled employee: filled as createWorkMap would (working days but
 * approved vacations, the day's only project), with a few absences and extra-hours Saturdays.
 * Inserted in bulk.
 */
export async function seedDemoWorkMaps(db: Executor, today: string): Promise<void> {
  const current = monthOf(today);
  const months = [current];
  for (let index = 0; index < MONTHS_BACK; index++)
    months.push(previousMonth(months.at(-1) as string));
  const from = firstDayOf(months.at(-1) as string);
  const to = lastDayOf(current);
  const holidays = await holidayDatesBetween(db, from, to);
  const people: Person[] = await db
    .select({
      id: users.id,
      email: users.email,
      startDate: users.startDate,
      workingWeekdays: users.workingWeekdays,
      dailyHours: users.dailyHours,
    })
    .from(users)
    .where(and(eq(users.enabled, true), sql`'employee' = any(${users.profiles})`))
    .orderBy(asc(users.email));

  const maps: NewWorkMap[] = [];
  const days: NewWorkDay[] = [];
  const away: NewAbsence[] = [];
  for (const [index, person] of people.entries()) {
    const pattern = { workingWeekdays: person.workingWeekdays, holidays };
    const projects = await listProjectsOfPeriod(db, person.id, from, to);
    const onVacation = new Set(
      (await listApprovedVacationsOf(db, person.id, from, to)).flatMap((period) =>
        daysBetween(period.start, period.end),
      ),
    );
    months.forEach((month, monthsAgo) => {
      const status =
        monthsAgo === 0 && person.email === LEAVES_THIS_MONTH ? null : statusOf(index, monthsAgo);
      if (!status || (person.startDate && person.startDate > lastDayOf(month))) return;
      const id = crypto.randomUUID();
      maps.push({
        id,
        employeeId: person.id,
        month: firstDayOf(month),
        status,
        rejectionReason: status === 'Rejected' ? REJECTION : null,
      });
      const start =
        person.startDate && person.startDate > firstDayOf(month)
          ? person.startDate
          : firstDayOf(month);
      const worked = workingDaysBetween(
        start,
        monthsAgo === 0 ? today : lastDayOf(month),
        pattern,
      ).filter((day) => !onVacation.has(day));
      for (const day of worked) {
        const onDay = projects.filter(
          (p) => p.startedAt <= day && (p.endedAt === null || p.endedAt >= day),
        );
        days.push({
          workMapId: id,
          day,
          hours: person.dailyHours,
          projectId: onDay.length === 1 ? (onDay[0]?.id ?? null) : null,
        });
      }
      const seed = index + monthsAgo;
      if (seed % 5 === 0) {
        const saturday = [...Array(7).keys()]
          .map((offset) => addDays(firstDayOf(month), offset + 7))
          .find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 6);
        if (saturday) days.push({ workMapId: id, day: saturday, hours: '0', extraHours: '4' });
      }
      if (seed % 4 === 0 && worked[1]) {
        away.push({
          workMapId: id,
          employeeId: person.id,
          type: 'medical_appointment',
          startDate: worked[1],
          endDate: worked[1],
          unit: 'hours',
          hours: '2',
        });
      }
      if (seed % 7 === 0 && worked[12]) {
        away.push({
          workMapId: id,
          employeeId: person.id,
          type: seed % 2 === 0 ? 'sick_leave' : 'family_assistance',
          startDate: worked[12],
          endDate: worked[13] ?? worked[12],
          unit: 'days',
          note: 'Demo absence',
        });
      }
    });
  }
  await insertMaps(db, maps);
  for (let start = 0; start < days.length; start += CHUNK) {
    await insertWorkDays(db, days.slice(start, start + CHUNK));
  }
  await insertAbsences(db, away);
}
