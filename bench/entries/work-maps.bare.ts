import { firstDayOf, lastDayOf, monthOf, previousMonth } from '@quadro/contract/calendar-days';
import { portugueseNationalHolidays } from '@quadro/contract/portuguese-holidays';
import { absentWorkingDays, workMapTotals } from '@quadro/contract/work-map-totals';
import { type AbsenceType, WORK_MAP_ROW_STATUSES } from '@quadro/contract/work-maps';
import type { FastifyInstance } from 'fastify';
import type { BareStore } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/** The SQL of apps/api work-maps.repository.ts and work-map-table.repository.ts, by hand. */
const SELECT_MAP = `select m.*, u.name as employee_name from work_maps m join users u on u.id = m.employee_id where m.id = $1`;
const SELECT_PERSON = 'select * from users where id = $1';
const SELECT_STORED_HOLIDAYS =
  'select id, date::text, name, region from holidays where date >= $1 and date <= $2 order by date';
const SELECT_DAYS = `select d.*, d.day::text as day, p.name as project_name from work_days d left join projects p on p.id = d.project_id where d.work_map_id = $1 order by d.day`;
const SELECT_ABSENCES = `select a.*, a.start_date::text as start_date, a.end_date::text as end_date from absences a where a.work_map_id = $1 order by a.start_date`;
const SELECT_PROJECTS = `select p.id, p.name, p.code, m.started_at::text as started_at, m.ended_at::text as ended_at from project_members m join projects p on p.id = m.project_id where m.user_id = $1 and m.started_at <= $3 and (m.ended_at is null or m.ended_at >= $2) order by p.name`;
const SELECT_APPROVED_VACATIONS = `select id, start_date::text as start, end_date::text as "end", half_day as "halfDay" from vacations where employee_id = $1 and status = 'Approved' and cancelled_at is null and start_date <= $3 and end_date >= $2 order by start_date`;
const STATUS = "coalesce(m.status, 'NotCreated')";
const OWES = `u.enabled and 'employee' = any(u.profiles) and (u.start_date is null or u.start_date <= $2)`;
const SELECT_MONTH_PAGE = `select u.id as employee_id, u.name as employee_name, u.working_weekdays, u.daily_hours, m.id as map_id, ${STATUS} as status from users u left join work_maps m on m.employee_id = u.id and m.month = $1 where ${OWES} order by u.name, u.id limit $3 offset $4`;
const COUNT_MONTH = `select ${STATUS} as status, count(*)::int as total from users u left join work_maps m on m.employee_id = u.id and m.month = $1 where ${OWES} group by m.status`;
const SELECT_DAYS_OF_MAPS = `select d.work_map_id, d.day::text as day, d.hours, d.extra_hours, d.project_id, p.name as project_name from work_days d left join projects p on p.id = d.project_id where d.work_map_id = any($1)`;
const SELECT_ABSENCES_OF_MAPS = `select a.*, a.start_date::text as start_date, a.end_date::text as end_date from absences a where a.work_map_id = any($1)`;

async function holidaysOf(store: BareStore, from: string, to: string) {
  const national = portugueseNationalHolidays(Number(from.slice(0, 4))).filter(
    (holiday) => holiday.date >= from && holiday.date <= to,
  );
  const stored = await store.query(SELECT_STORED_HOLIDAYS, [from, to]);
  return [
    ...national,
    ...stored.map((row) => ({ date: row.date as string, name: row.name as string })),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

const toTotalsAbsence = (row: Row) => ({
  type: row.type as AbsenceType,
  start: row.start_date as string,
  end: row.end_date as string,
  unit: row.unit as 'hours' | 'days',
  hours: row.hours === null ? null : Number(row.hours),
});

/** GET /bare/work-maps/:id, /bare/work-maps and /bare/work-maps/attention: ours' SQL and JSON. */
export function bareRoutes(
  app: FastifyInstance,
  store: BareStore,
  userIdOf: (authorization: string | undefined) => string | undefined,
) {
  app.get<{ Params: { id: string } }>('/bare/work-maps/:id', async (request, reply) => {
    const userId = userIdOf(request.headers.authorization);
    if (!userId) return reply.status(401).send({ error: 'unauthorized' });
    const [map] = await store.query(SELECT_MAP, [request.params.id]);
    if (!map || map.employee_id !== userId) return reply.status(404).send({ error: 'not_found' });
    const [person] = await store.query(SELECT_PERSON, [map.employee_id]);
    const month = String(map.month instanceof Date ? map.month.toISOString() : map.month).slice(
      0,
      7,
    );
    const from = firstDayOf(month);
    const to = lastDayOf(month);
    const holidays = await holidaysOf(store, from, to);
    const [days, absences, projects, vacations] = await Promise.all([
      store.query(SELECT_DAYS, [map.id]),
      store.query(SELECT_ABSENCES, [map.id]),
      store.query(SELECT_PROJECTS, [map.employee_id, from, to]),
      store.query(SELECT_APPROVED_VACATIONS, [map.employee_id, from, to]),
    ]);
    const pattern = {
      workingWeekdays: person?.working_weekdays as number[],
      holidays: new Set(holidays.map((holiday) => holiday.date)),
    };
    const dailyHours = Number(person?.daily_hours);
    const totals = workMapTotals({
      month: { from, to },
      pattern,
      dailyHours,
      workDays: days.map((day) => ({
        day: day.day as string,
        hours: Number(day.hours),
        extraHours: Number(day.extra_hours),
        projectId: day.project_id as string | null,
      })),
      absences: absences.map(toTotalsAbsence),
    });
    const editable = ['PendingSubmission', 'Rejected', 'InModification'].includes(
      map.status as string,
    );
    return {
      id: map.id,
      employee: { id: map.employee_id, name: map.employee_name },
      month,
      status: map.status,
      rejectionReason: map.rejection_reason,
      editable,
      dailyHours,
      workDays: days.map((day) => ({
        id: day.id,
        day: day.day,
        hours: Number(day.hours),
        extraHours: Number(day.extra_hours),
        projectId: day.project_id,
        projectName: day.project_name,
      })),
      absences: absences.map((absence) => ({
        id: absence.id,
        type: absence.type,
        start: absence.start_date,
        end: absence.end_date,
        unit: absence.unit,
        hours: absence.hours === null ? null : Number(absence.hours),
        days:
          absence.unit === 'days'
            ? absentWorkingDays(toTotalsAbsence(absence), pattern).length
            : null,
        note: absence.note,
        hasJustification: absence.justification_file_id !== null,
      })),
      holidays,
      projects: [...new Map(projects.map((project) => [project.id, project])).values()].map(
        (project) => ({ id: project.id, name: project.name, code: project.code }),
      ),
      totals,
      vacations,
    };
  });

  app.get<{ Querystring: { month: string; page?: string; pageSize?: string } }>(
    '/bare/work-maps',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const { month } = request.query;
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const from = firstDayOf(month);
      const to = lastDayOf(month);
      const [rows, counted] = await Promise.all([
        store.query(SELECT_MONTH_PAGE, [from, to, pageSize, (page - 1) * pageSize]),
        store.query(COUNT_MONTH, [from, to]),
      ]);
      const ids = rows.flatMap((row) => (row.map_id ? [row.map_id] : []));
      const holidays = await holidaysOf(store, from, to);
      const [days, absences] = await Promise.all([
        store.query(SELECT_DAYS_OF_MAPS, [ids]),
        store.query(SELECT_ABSENCES_OF_MAPS, [ids]),
      ]);
      const holidayDates = new Set(holidays.map((holiday) => holiday.date));
      const counts = Object.fromEntries(
        WORK_MAP_ROW_STATUSES.map((status) => [
          status,
          (counted.find((row) => row.status === status)?.total as number | undefined) ?? 0,
        ]),
      );
      return {
        items: rows.map((row) => {
          const totals = row.map_id
            ? workMapTotals({
                month: { from, to },
                pattern: {
                  workingWeekdays: row.working_weekdays as number[],
                  holidays: holidayDates,
                },
                dailyHours: Number(row.daily_hours),
                workDays: days
                  .filter((day) => day.work_map_id === row.map_id)
                  .map((day) => ({
                    day: day.day as string,
                    hours: Number(day.hours),
                    extraHours: Number(day.extra_hours),
                    projectId: day.project_id as string | null,
                  })),
                absences: absences
                  .filter((absence) => absence.work_map_id === row.map_id)
                  .map(toTotalsAbsence),
              })
            : null;
          return {
            id: row.map_id,
            employee: { id: row.employee_id, name: row.employee_name },
            month,
            status: row.status,
            daysWorked: totals?.daysWorked ?? 0,
            hours: totals?.hours ?? 0,
            extraHours: totals?.extraHours ?? 0,
            absentDays: totals ? totals.absences.reduce((sum, entry) => sum + entry.days, 0) : 0,
          };
        }),
        total: Object.values(counts).reduce((sum, value) => sum + value, 0),
        page,
        pageSize,
        counts,
      };
    },
  );

  app.get('/bare/work-maps/attention', async (request, reply) => {
    if (!userIdOf(request.headers.authorization)) {
      return reply.status(401).send({ error: 'unauthorized' });
    }
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
      new Date(),
    );
    const current = monthOf(today);
    const months = await Promise.all(
      [current, previousMonth(current)].map(async (month) => {
        const counted = await store.query(COUNT_MONTH, [firstDayOf(month), lastDayOf(month)]);
        const count = (status: string) =>
          (counted.find((row) => row.status === status)?.total as number | undefined) ?? 0;
        return { month, notCreated: count('NotCreated'), inModification: count('InModification') };
      }),
    );
    return {
      months,
      total: months.reduce((sum, month) => sum + month.notCreated + month.inModification, 0),
    };
  });
}
