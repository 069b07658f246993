import { isApprovalEditable } from '@quadro/contract/approval';
import { lastDayOf } from '@quadro/contract/calendar-days';
import { roadTripTotal } from '@quadro/contract/road-trip-rules';
import type { FastifyInstance } from 'fastify';
import type { BareStore, UserIdOf } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/** The SQL Drizzle builds in apps/api road-trips.repository.ts (no status filter, no search), by hand. */
const MANAGE_WHERE = `t.start_date between $1 and $2 and t.status <> 'PendingSubmission'`;
const SELECT_MANAGE_PAGE = `select t.*, t.start_date::text as start, t.end_date::text as end, u.id as user_id, u.name as employee_name, c.name as client_name, p.name as project_name from road_trips t join users u on u.id = t.employee_id left join clients c on c.id = t.client_id left join projects p on p.id = t.project_id where ${MANAGE_WHERE} order by (t.status = 'PendingApproval') desc, u.name, t.start_date, t.id limit $3 offset $4`;
const COUNT_MANAGE = `select count(*)::int as total, coalesce(sum((select coalesce(sum(r.euros), 0) from travel_receipts r where r.road_trip_id = t.id)) filter (where t.status = 'Approved'), 0)::numeric(18,2)::text as approved_total, (count(*) filter (where t.client_id is null))::int as unlinked_total from road_trips t join users u on u.id = t.employee_id where ${MANAGE_WHERE}`;
const SELECT_RECEIPTS = `select r.*, r.date::text as day, f.original_name, f.media_type from travel_receipts r join files f on f.id = r.file_id where r.road_trip_id = any($1::uuid[]) order by r.date, r.created_at`;

const toReceipt = (row: Row) => ({
  id: row.id,
  date: row.day,
  category: row.category,
  currency: row.currency,
  amount: row.amount,
  exchangeRate: row.exchange_rate,
  euros: row.euros,
  file: `/api/travels/road-trips/receipts/file?id=${row.id}`,
  fileName: row.original_name,
  mediaType: row.media_type,
});

/** GET /bare/travels/road-trips/manage: finance's road trips of a month, first page, as ours. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  app.get<{ Querystring: { year: string; month: string; page?: string; pageSize?: string } }>(
    '/bare/travels/road-trips/manage',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const month = `${request.query.year}-${request.query.month.padStart(2, '0')}`;
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const bounds = [`${month}-01`, lastDayOf(month)];
      const [rows, [counted]] = await Promise.all([
        store.query(SELECT_MANAGE_PAGE, [...bounds, pageSize, (page - 1) * pageSize]),
        store.query(COUNT_MANAGE, bounds),
      ]);
      const receipts = await store.query(SELECT_RECEIPTS, [rows.map((row: Row) => row.id)]);
      return {
        items: rows.map((row: Row) => {
          const own = receipts.filter((receipt: Row) => receipt.road_trip_id === row.id);
          return {
            id: row.id,
            employee: { id: row.user_id, name: row.employee_name },
            startDate: row.start,
            endDate: row.end,
            destination: row.destination,
            purpose: row.purpose,
            client: row.client_id ? { id: row.client_id, name: row.client_name } : null,
            project: row.project_id ? { id: row.project_id, name: row.project_name } : null,
            unlinkedClientOrProject: row.client_id ? null : row.client_or_project,
            transport: row.transport,
            kilometres: row.kilometres,
            status: row.status,
            rejectionReason: row.rejection_reason,
            sentAt: row.sent_at ? new Date(row.sent_at as string).toISOString() : null,
            editable: isApprovalEditable(row.status as string),
            receipts: own.map(toReceipt),
            total: roadTripTotal(own.map((receipt: Row) => receipt.euros as string)),
            createdAt: new Date(row.created_at as string).toISOString(),
          };
        }),
        total: counted?.total ?? 0,
        page,
        pageSize,
        approvedTotal: counted?.approved_total ?? '0.00',
        unlinkedTotal: counted?.unlinked_total ?? 0,
      };
    },
  );
}
