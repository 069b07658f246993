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
import type { Executor } from '../../db/database.ts';
import { SCALE_SUMMARY_PROJECT, SCALE_WORK_MAP_MONTH } from '../../seed/scale-months.ts';
import { listApprovedVacationsOf } from '../days-away/days-away.public.ts';
import { holidayDatesBetween } from '../holidays/holidays.public.ts';
import { users } from '../people/people.public.ts';
import { findProjectByCode, listProjectsOfPeriod, membersOf } from '../projects/projects.public.ts';
import { absences, workDays, workMaps } from './work-maps.schema.ts';

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

  const maps: Array<typeof workMaps.$inferInsert> = [];
  const days: Array<typeof workDays.$inferInsert> = [];
  const away: Array<typeof absences.$inferInsert> = [];
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
  if (maps.length > 0) await db.insert(workMaps).values(maps);
  for (let start = 0; start < days.length; start += CHUNK) {
    await db.insert(workDays).values(days.slice(start, start + CHUNK));
  }
  if (away.length > 0) await db.insert(absences).values(away);
}

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

/**
 * The executive summary's scale project (SCALE_SUMMARY_PROJECT): each of its 200 members has a map
 * of every month from its first to its last month (approved, but a quarter of the last month's
 * still waiting), each working weekday booked to the project at their daily hours, and their
 * October 2026 days booked to it too. About 140,000 days, in three statements.
 */
export async function seedScaleSummaryProjectMaps(executor: Executor): Promise<void> {
  const project = await findProjectByCode(executor, SCALE_SUMMARY_PROJECT.code);
  if (!project) return;
  const members = `{${(await membersOf(executor, project.id)).map((member) => member.employeeId).join(',')}}`;
  const first = `${SCALE_SUMMARY_PROJECT.firstMonth}-01`;
  const last = `${SCALE_SUMMARY_PROJECT.lastMonth}-01`;
  await executor.execute(sql`
    insert into ${workMaps} (employee_id, month, status)
    select member, month::date,
      case when month::date = ${last}::date and abs(hashtext(member::text)) % 4 = 0
        then 'PendingApproval' else 'Approved' end
    from unnest(${members}::uuid[]) member
    cross join generate_series(${first}::date, ${last}::date, interval '1 month') month
    on conflict do nothing`);
  await executor.execute(sql`
    insert into ${workDays} (work_map_id, day, hours, project_id)
    select m.id, d::date, u.daily_hours, ${project.id}::uuid
    from ${workMaps} m
    join ${users} u on u.id = m.employee_id
    cross join generate_series(m.month, m.month + interval '1 month' - interval '1 day', interval '1 day') d
    where m.employee_id = any(${members}::uuid[]) and m.month between ${first}::date and ${last}::date
      and extract(isodow from d) = any(u.working_weekdays) and extract(isodow from d) < 6
    on conflict do nothing`);
  await executor.execute(sql`
    update ${workDays} set project_id = ${project.id}::uuid
    from ${workMaps} m
    where m.id = ${workDays.workMapId} and m.month = ${`${SCALE_WORK_MAP_MONTH}-01`}::date
      and m.employee_id = any(${members}::uuid[])`);
}
