import { isMonthOpen, kilometresOf } from '@quadro/contract/kilometre-map-rules';
import { SYSTEM_PARAMETER_DEFAULTS } from '@quadro/contract/system-parameters';
import type { FastifyInstance } from 'fastify';
import type { BareStore, UserIdOf } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/** The SQL Drizzle builds in apps/api travels.repository.ts (no status filter, no search), by hand. */
const MANAGE_WHERE = `m.month between $1 and $2 and m.status <> 'PendingSubmission'`;
const SELECT_MANAGE_PAGE = `select m.id, m.employee_id, m.month::text as month, m.value, m.price_per_km, m.status, m.rejection_reason, u.id as user_id, u.name as employee_name, k.vehicle_plate from kilometre_map_months m join users u on u.id = m.employee_id join kilometre_maps k on k.id = m.map_id where ${MANAGE_WHERE} order by (m.status = 'PendingApproval') desc, u.name, m.month, m.id limit $3 offset $4`;
const COUNT_MANAGE = `select count(*)::int as total, coalesce(sum(m.value) filter (where m.status = 'Approved'), 0)::numeric(12,2)::text as value, coalesce(sum(round(m.value / nullif(m.price_per_km, 0), 1)) filter (where m.status = 'Approved'), 0)::numeric(12,1)::text as kilometres from kilometre_map_months m join users u on u.id = m.employee_id where ${MANAGE_WHERE}`;

const PARAMETERS = SYSTEM_PARAMETER_DEFAULTS;
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());

/** GET /bare/travels/manage: finance's months of a year or a month, first page, as ours answers it. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  app.get<{ Querystring: { year: string; month?: string; page?: string; pageSize?: string } }>(
    '/bare/travels/manage',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const year = Number(request.query.year);
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const month = request.query.month?.padStart(2, '0');
      const bounds = month
        ? [`${year}-${month}-01`, `${year}-${month}-01`]
        : [`${year}-01-01`, `${year}-12-01`];
      const [rows, [counted]] = await Promise.all([
        store.query(SELECT_MANAGE_PAGE, [...bounds, pageSize, (page - 1) * pageSize]),
        store.query(COUNT_MANAGE, bounds),
      ]);
      const day = today();
      return {
        items: rows.map((row: Row) => {
          const month = (row.month as string).slice(0, 7);
          const value = row.value as string;
          const pricePerKm = (row.price_per_km as string | null) ?? PARAMETERS.pricePerKilometre;
          const status = row.status as string;
          const open = isMonthOpen(month, day, PARAMETERS.kilometreMapDeadlineDay);
          return {
            id: row.id,
            month,
            value,
            pricePerKm,
            kilometres: kilometresOf(value, pricePerKm),
            status,
            rejectionReason: row.rejection_reason,
            deadline: `${month}-${String(PARAMETERS.kilometreMapDeadlineDay).padStart(2, '0')}`,
            editable: (status === 'PendingSubmission' || status === 'Rejected') && open,
            employee: { id: row.user_id, name: row.employee_name },
            vehiclePlate: row.vehicle_plate,
          };
        }),
        total: counted?.total ?? 0,
        page,
        pageSize,
        approvedTotals: {
          value: counted?.value ?? '0.00',
          kilometres: counted?.kilometres ?? '0.0',
        },
      };
    },
  );
}
