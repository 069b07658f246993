import { firstDayOf, lastDayOf } from '@quadro/contract/calendar-days';
import {
  type TeamCalendarMonthEntry,
  teamCalendarMonth,
} from '@quadro/contract/team-calendar-month';
import { ABSENCE_TYPES } from '@quadro/contract/work-maps';
import type { FastifyInstance } from 'fastify';
import type { BareStore } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/** The SQL of apps/api vacations.repository.ts (work-maps' absences and evaluations' teams of a period), by hand. */
const REQUESTS = `select 'Request' as kind, v.id, v.id as vacation_id, v.employee_id, u.name as employee_name, v.start_date::text as start, v.end_date::text as "end", v.half_day, v.days, v.status, v.rejection_reason, v.note, v.created_at from vacations v join users u on u.id = v.employee_id where v.status <> 'PendingSubmission'`;
const CANCELLATIONS = `select 'Cancellation' as kind, c.id, c.vacation_id, v.employee_id, u.name as employee_name, v.start_date::text as start, v.end_date::text as "end", v.half_day, v.days, c.status, c.rejection_reason, c.reason as note, c.created_at from vacation_cancellations c join vacations v on v.id = c.vacation_id join users u on u.id = v.employee_id`;
const ROWS = `(${REQUESTS}) union all (${CANCELLATIONS})`;
const SELECT_PAGE = `select * from (${ROWS}) rows order by (status = 'PendingApproval') desc, start desc, employee_name asc, id asc limit $1 offset $2`;
const COUNT = `select count(*)::int as total from (${ROWS}) rows`;
const SELECT_AWAY = `select v.id, v.employee_id, u.name as employee_name, v.start_date::text as start, v.end_date::text as "end", v.half_day, v.status from vacations v join users u on u.id = v.employee_id where v.status in ('Approved', 'PendingApproval') and v.cancelled_at is null and v.start_date <= $2 and v.end_date >= $1 order by v.start_date, u.name, v.id`;
const SELECT_ABSENCES = `select a.id, a.employee_id, u.name as employee_name, a.type, a.start_date::text as start, a.end_date::text as "end" from absences a join users u on u.id = a.employee_id where a.start_date <= $2 and a.end_date >= $1 order by a.start_date, a.id`;
const SELECT_CLIENTS = `select ca.user_id, c.id as client_id, c.name as client_name from client_allocations ca join clients c on c.id = ca.client_id where ca.user_id = any($1) and ca.started_at <= $3 and (ca.ended_at is null or ca.ended_at >= $2) order by c.name, c.id, ca.user_id`;

const SELECT_TEAMS = `select m.user_id, m.team_id from team_members m where m.user_id = any($1) and m.from_date <= $3 and (m.to_date is null or m.to_date >= $2) order by m.team_id asc, m.user_id asc`;

const ABSENCE_NAMES = new Map<string, string>(ABSENCE_TYPES.map((type) => [type.key, type.name]));

/** GET /bare/vacation and /bare/vacation/calendar: ours' SQL and JSON, nothing else. */
export function bareRoutes(
  app: FastifyInstance,
  store: BareStore,
  userIdOf: (authorization: string | undefined) => string | undefined,
) {
  app.get<{ Querystring: { page?: string; pageSize?: string } }>(
    '/bare/vacation',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const [rows, [counted]] = await Promise.all([
        store.query(SELECT_PAGE, [pageSize, (page - 1) * pageSize]),
        store.query(COUNT, []),
      ]);
      return {
        items: rows.map((row: Row) => ({
          kind: row.kind,
          id: row.id,
          vacationId: row.vacation_id,
          employee: { id: row.employee_id, name: row.employee_name },
          start: row.start,
          end: row.end,
          halfDay: row.half_day,
          days: Number(row.days),
          status: row.status,
          rejectionReason: row.rejection_reason,
          note: row.note,
          createdAt: new Date(row.created_at as string).toISOString(),
        })),
        total: counted?.total ?? 0,
        page,
        pageSize,
      };
    },
  );

  app.get<{ Querystring: { month: string } }>('/bare/vacation/calendar', async (request, reply) => {
    if (!userIdOf(request.headers.authorization)) {
      return reply.status(401).send({ error: 'unauthorized' });
    }
    const { month } = request.query;
    const from = firstDayOf(month);
    const to = lastDayOf(month);
    const [away, absences] = await Promise.all([
      store.query(SELECT_AWAY, [from, to]),
      store.query(SELECT_ABSENCES, [from, to]),
    ]);
    const entries: TeamCalendarMonthEntry[] = [
      ...away.map((row) => ({
        id: row.id as string,
        kind: 'vacation' as const,
        employee: { id: row.employee_id as string, name: row.employee_name as string },
        start: row.start as string,
        end: row.end as string,
        halfDay: row.half_day as boolean,
        status: row.status as TeamCalendarMonthEntry['status'],
        label: 'Vacation',
      })),
      ...absences.map((row) => ({
        id: row.id as string,
        kind: 'absence' as const,
        employee: { id: row.employee_id as string, name: row.employee_name as string },
        start: row.start as string,
        end: row.end as string,
        halfDay: false,
        status: 'Approved' as const,
        label: ABSENCE_NAMES.get(row.type as string) ?? (row.type as string),
      })),
    ];
    const ids = [...new Set(entries.map((entry) => entry.employee.id))];
    const [allocations, memberships] = await Promise.all([
      store.query(SELECT_CLIENTS, [ids, from, to]),
      store.query(SELECT_TEAMS, [ids, from, to]),
    ]);
    const clientsOf = new Map<string, Map<string, string>>();
    for (const row of allocations) {
      const names = clientsOf.get(row.user_id as string) ?? new Map<string, string>();
      names.set(row.client_id as string, row.client_name as string);
      clientsOf.set(row.user_id as string, names);
    }
    const teamsOf = new Map<string, string[]>();
    for (const row of memberships) {
      const teams = teamsOf.get(row.user_id as string) ?? [];
      teams.push(row.team_id as string);
      teamsOf.set(row.user_id as string, teams);
    }
    return teamCalendarMonth(
      month,
      entries,
      (employeeId) => clientsOf.get(employeeId) ?? new Map<string, string>(),
      (employeeId) => teamsOf.get(employeeId) ?? [],
    );
  });
}
