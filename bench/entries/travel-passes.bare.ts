import { isApprovalEditable } from '@quadro/contract/approval';
import { firstDayOf, monthOf } from '@quadro/contract/calendar-days';
import { MONTHS } from '@quadro/contract/months';
import type { FastifyInstance } from 'fastify';
import type { BareStore } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/** The SQL Drizzle builds in apps/api travel-passes.repository.ts (no filter, no search), by hand. */
const PASS_COLUMNS = `tp.id, tp.employee_id, tp.month::text as month, tp.value, tp.attachment_file_id, tp.status, tp.rejection_reason, tp.created_at, tp.updated_at, u.name as employee_name, f.original_name as attachment_name`;
const PASS_JOINS = `travel_passes tp join users u on u.id = tp.employee_id left join files f on f.id = tp.attachment_file_id`;
const SELECT_MINE = `select ${PASS_COLUMNS} from ${PASS_JOINS} where tp.employee_id = $1 order by tp.month desc limit $2 offset $3`;
const COUNT_MINE = 'select count(*)::int as total from travel_passes where employee_id = $1';
const SELECT_BLOCKED = 'select month from travel_pass_blocks where employee_id = $1 and month = $2';
const MONTH_WHERE = 'tp.month = $1 and tp.status <> $2';
const SELECT_MONTH_PAGE = `select ${PASS_COLUMNS} from ${PASS_JOINS} where ${MONTH_WHERE} order by (tp.status = 'PendingApproval') desc, u.name, tp.id limit $3 offset $4`;
const COUNT_MONTH = `select count(*)::int as total, coalesce(sum(tp.value) filter (where tp.status = 'Approved'), 0)::numeric(12,2)::text as approved_total from travel_passes tp join users u on u.id = tp.employee_id where ${MONTH_WHERE}`;
const PERSON_PASSES_OF_YEAR = `from travel_passes p where p.employee_id = "users"."id" and p.status = 'Approved' and p.month between $1 and $2`;
const EMPLOYEE_MONTHS = `(select array[${MONTHS.map((month) => `sum(p.value) filter (where extract(month from p.month) = ${month.number})`).join(', ')}]::text[] ${PERSON_PASSES_OF_YEAR})`;
const EMPLOYEE_TOTAL = `(select sum(p.value)::numeric(12,2)::text ${PERSON_PASSES_OF_YEAR})`;
const WITH_PASSES = `exists (select 1 ${PERSON_PASSES_OF_YEAR})`;
const SELECT_YEAR_PAGE = `select "users"."id" as employee_id, "users"."name" as employee_name, ${EMPLOYEE_MONTHS} as months, ${EMPLOYEE_TOTAL} as total from users where ${WITH_PASSES} order by "users"."name", "users"."id" limit $3 offset $4`;
const COUNT_YEAR = `select count(*)::int as total from users where ${WITH_PASSES}`;
const SELECT_COMPANY_YEAR = `select extract(month from tp.month)::int as month, coalesce(sum(tp.value), 0)::numeric(12,2)::text as total from travel_passes tp where tp.status = 'Approved' and tp.month between $1 and $2 group by rollup (extract(month from tp.month)::int)`;

/** The demo company's calendar day (its companyTimeZone, Lisbon), as the API reads "today" (platform/context/company-time.ts). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());

/** travel-pass-view.ts's toTravelPass, on a raw row. */
const toTravelPass = (row: Row) => ({
  id: row.id,
  employee: { id: row.employee_id, name: row.employee_name },
  month: (row.month as string).slice(0, 7),
  value: row.value,
  attachment: row.attachment_file_id ? `/api/travel-pass/${row.id}/attachment` : null,
  attachmentName: row.attachment_file_id ? row.attachment_name : null,
  status: row.status,
  rejectionReason: row.rejection_reason,
  editable: isApprovalEditable(row.status as string),
  createdAt: new Date(row.created_at as string).toISOString(),
});

/** GET /bare/travel-pass, /bare/travel-pass/manage and /bare/travel-pass/totals: ours' SQL and JSON. */
export function bareRoutes(
  app: FastifyInstance,
  store: BareStore,
  userIdOf: (authorization: string | undefined) => string | undefined,
) {
  app.get<{ Querystring: { page?: string; pageSize?: string } }>(
    '/bare/travel-pass',
    async (request, reply) => {
      const userId = userIdOf(request.headers.authorization);
      if (!userId) return reply.status(401).send({ error: 'unauthorized' });
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 10);
      const [rows, [counted], blocked] = await Promise.all([
        store.query(SELECT_MINE, [userId, pageSize, (page - 1) * pageSize]),
        store.query(COUNT_MINE, [userId]),
        store.query(SELECT_BLOCKED, [userId, firstDayOf(monthOf(today()))]),
      ]);
      return {
        items: rows.map(toTravelPass),
        total: counted?.total ?? 0,
        page,
        pageSize,
        monthBlocked: blocked.length > 0,
      };
    },
  );

  app.get<{ Querystring: { month: string; page?: string; pageSize?: string } }>(
    '/bare/travel-pass/manage',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const month = `${request.query.month}-01`;
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const [rows, [counted]] = await Promise.all([
        store.query(SELECT_MONTH_PAGE, [
          month,
          'PendingSubmission',
          pageSize,
          (page - 1) * pageSize,
        ]),
        store.query(COUNT_MONTH, [month, 'PendingSubmission']),
      ]);
      return {
        items: rows.map(toTravelPass),
        total: counted?.total ?? 0,
        page,
        pageSize,
        approvedTotal: counted?.approved_total ?? '0.00',
      };
    },
  );

  app.get<{ Querystring: { year?: string; page?: string; pageSize?: string } }>(
    '/bare/travel-pass/totals',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const year = Number(request.query.year ?? today().slice(0, 4));
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const yearBounds = [`${year}-01-01`, `${year}-12-01`];
      const [rows, [counted], company] = await Promise.all([
        store.query(SELECT_YEAR_PAGE, [...yearBounds, pageSize, (page - 1) * pageSize]),
        store.query(COUNT_YEAR, yearBounds),
        store.query(SELECT_COMPANY_YEAR, yearBounds),
      ]);
      const byMonth = new Map(company.map((row: Row) => [row.month, row.total]));
      return {
        year,
        company: {
          months: MONTHS.map((month) => byMonth.get(month.number) ?? '0.00'),
          total: byMonth.get(null) ?? '0.00',
        },
        items: rows.map((row) => ({
          employee: { id: row.employee_id, name: row.employee_name },
          months: row.months,
          total: row.total,
        })),
        total: counted?.total ?? 0,
        page,
        pageSize,
      };
    },
  );
}
