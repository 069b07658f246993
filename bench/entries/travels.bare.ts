import { isMonthOpen, kilometresOf, sumKilometres } from '@quadro/contract/kilometre-map-rules';
import { fromCents, toCents } from '@quadro/contract/money';
import { SYSTEM_PARAMETER_DEFAULTS } from '@quadro/contract/system-parameters';
import type { FastifyInstance } from 'fastify';
import type { BareStore, UserIdOf } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/** The SQL Drizzle builds in apps/api travels.repository.ts (no status filter, no search), by hand. */
const MANAGE_WHERE = `m.month between $1 and $2 and m.status <> 'PendingSubmission'`;
const SELECT_MANAGE_PAGE = `select m.id, m.employee_id, m.month::text as month, m.value, m.price_per_km, m.status, m.rejection_reason, u.id as user_id, u.name as employee_name, k.vehicle_plate from kilometre_map_months m join users u on u.id = m.employee_id join kilometre_maps k on k.id = m.map_id where ${MANAGE_WHERE} order by (m.status = 'PendingApproval') desc, u.name, m.month, m.id limit $3 offset $4`;
const COUNT_MANAGE = `select count(*)::int as total, coalesce(sum(m.value) filter (where m.status = 'Approved'), 0)::numeric(12,2)::text as value, coalesce(sum(round(m.value / nullif(m.price_per_km, 0), 1)) filter (where m.status = 'Approved'), 0)::numeric(12,1)::text as kilometres from kilometre_map_months m join users u on u.id = m.employee_id where ${MANAGE_WHERE}`;

const APPROVED_IN_YEAR = `m.status = 'Approved' and m.month between $1 and $2`;
const WITH_APPROVED_MONTH = `exists (select 1 from kilometre_map_months m where m.employee_id = u.id and ${APPROVED_IN_YEAR})`;
const SELECT_TOTALS_PEOPLE = `select u.id, u.name from users u where ${WITH_APPROVED_MONTH} order by u.name, u.id limit $3 offset $4`;
const COUNT_TOTALS_PEOPLE = `select count(*)::int as total from users u where ${WITH_APPROVED_MONTH}`;
const SELECT_COMPANY_MONTHS = `select extract(month from m.month)::int as month, sum(m.value)::numeric(12,2)::text as value, sum(round(m.value / nullif(m.price_per_km, 0), 1))::numeric(12,1)::text as kilometres from kilometre_map_months m where ${APPROVED_IN_YEAR} group by extract(month from m.month)::int`;
const SELECT_PEOPLE_MONTHS = `select m.employee_id, m.month::text as month, m.value, m.price_per_km from kilometre_map_months m where ${APPROVED_IN_YEAR} and m.employee_id = any($3::uuid[])`;

interface Sum {
  value: string;
  kilometres: string;
}
const ZERO: Sum = { value: '0.00', kilometres: '0.0' };
const add = (sum: Sum, other: Sum): Sum => ({
  value: fromCents(toCents(sum.value) + toCents(other.value)),
  kilometres: sumKilometres([sum.kilometres, other.kilometres]),
});

const PARAMETERS = SYSTEM_PARAMETER_DEFAULTS;
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());

/** GET /bare/travels/manage and /bare/travels/totals: finance's months and a year's totals, as ours answers them. */
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

  app.get<{ Querystring: { year: string; page?: string; pageSize?: string } }>(
    '/bare/travels/totals',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const year = Number(request.query.year);
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const bounds = [`${year}-01-01`, `${year}-12-01`];
      const [people, [counted], company] = await Promise.all([
        store.query(SELECT_TOTALS_PEOPLE, [...bounds, pageSize, (page - 1) * pageSize]),
        store.query(COUNT_TOTALS_PEOPLE, bounds),
        store.query(SELECT_COMPANY_MONTHS, bounds),
      ]);
      const months =
        people.length === 0
          ? []
          : await store.query(SELECT_PEOPLE_MONTHS, [
              ...bounds,
              `{${people.map((person: Row) => person.id).join(',')}}`,
            ]);
      const byPerson = new Map<unknown, (Sum | null)[]>(
        people.map((person: Row) => [person.id, Array(12).fill(null)]),
      );
      for (const month of months) {
        const sums = byPerson.get(month.employee_id);
        if (!sums) continue;
        sums[Number((month.month as string).slice(5, 7)) - 1] = {
          value: month.value as string,
          kilometres: kilometresOf(month.value as string, (month.price_per_km as string) ?? '0'),
        };
      }
      const companyMonths = Array.from({ length: 12 }, (_, index) => {
        const found = company.find((sum: Row) => sum.month === index + 1);
        return found
          ? { value: found.value as string, kilometres: found.kilometres as string }
          : ZERO;
      });
      return {
        year,
        company: { months: companyMonths, total: companyMonths.reduce(add, ZERO) },
        items: people.map((person: Row) => {
          const sums = byPerson.get(person.id) ?? [];
          return {
            employee: { id: person.id, name: person.name },
            months: sums,
            total: sums.reduce<Sum>((total, sum) => (sum ? add(total, sum) : total), ZERO),
          };
        }),
        total: counted?.total ?? 0,
        page,
        pageSize,
      };
    },
  );
}
