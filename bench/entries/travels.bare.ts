import {
  isMonthClosed,
  isSendable,
  type KilometreMonth,
  kilometresOf,
  sendDeadlineOf,
  sumKilometres,
} from '@quadro/contract/kilometre-map-rules';
import { fromCents, toCents } from '@quadro/contract/money';
import { SYSTEM_PARAMETER_DEFAULTS } from '@quadro/contract/system-parameters';
import type { FastifyInstance } from 'fastify';
import type { BareStore, UserIdOf } from '../lib/bare.ts';
import { REJECTED_AT, rejectionWindows } from '../lib/kilometre-windows.ts';

type Row = Record<string, unknown>;

/** The SQL Drizzle builds in apps/api travels.repository.ts (no status filter, no search), by hand. */
const MANAGE_WHERE = `m.month between $1 and $2 and m.status <> 'PendingSubmission'`;
const SELECT_MANAGE_PAGE = `select m.id, m.employee_id, m.month::text as month, m.value, m.price_per_km, m.status, m.rejection_reason, ${REJECTED_AT}, u.id as user_id, u.name as employee_name, k.vehicle_plate from kilometre_map_months m join users u on u.id = m.employee_id join kilometre_maps k on k.id = m.map_id where ${MANAGE_WHERE} order by (m.status = 'PendingApproval') desc, u.name, m.month, m.id limit $3 offset $4`;
const COUNT_MANAGE = `select count(*)::int as total, coalesce(sum(m.value) filter (where m.status = 'Approved'), 0)::numeric(12,2)::text as value, coalesce(sum(round(m.value / nullif(m.price_per_km, 0), 1)) filter (where m.status = 'Approved'), 0)::numeric(12,1)::text as kilometres from kilometre_map_months m join users u on u.id = m.employee_id where ${MANAGE_WHERE}`;

const APPROVED_IN_YEAR = `m.status = 'Approved' and m.month between $1 and $2`;
const APPROVED_TRIP_IN_YEAR = `r.status = 'Approved' and r.start_date between $1 and ($2::date + interval '1 month' - interval '1 day')`;
const WITH_APPROVED_MONTH = `(exists (select 1 from kilometre_map_months m where m.employee_id = u.id and ${APPROVED_IN_YEAR}) or exists (select 1 from road_trips r where r.employee_id = u.id and ${APPROVED_TRIP_IN_YEAR}))`;
const SELECT_TOTALS_PEOPLE = `select u.id, u.name from users u where ${WITH_APPROVED_MONTH} order by u.name, u.id limit $3 offset $4`;
const COUNT_TOTALS_PEOPLE = `select count(*)::int as total from users u where ${WITH_APPROVED_MONTH}`;
const SELECT_COMPANY_MONTHS = `select extract(month from m.month)::int as month, sum(m.value)::numeric(12,2)::text as value, sum(round(m.value / nullif(m.price_per_km, 0), 1))::numeric(12,1)::text as kilometres from kilometre_map_months m where ${APPROVED_IN_YEAR} group by extract(month from m.month)::int`;
const SELECT_PEOPLE_MONTHS = `select m.employee_id, m.month::text as month, m.value, m.price_per_km from kilometre_map_months m where ${APPROVED_IN_YEAR} and m.employee_id = any($3::uuid[])`;
const SELECT_PEOPLE_RECEIPTS = `select r.employee_id, extract(month from r.start_date)::int as month, sum(t.euros)::numeric(18,2)::text as euros from road_trips r join travel_receipts t on t.road_trip_id = r.id where ${APPROVED_TRIP_IN_YEAR} and r.employee_id = any($3::uuid[]) group by r.employee_id, extract(month from r.start_date)::int`;
const SELECT_COMPANY_RECEIPTS = `select extract(month from r.start_date)::int as month, sum(t.euros)::numeric(18,2)::text as euros from road_trips r join travel_receipts t on t.road_trip_id = r.id where ${APPROVED_TRIP_IN_YEAR} group by extract(month from r.start_date)::int`;

interface Sum {
  value: string;
  kilometres: string;
  receipts: string;
}
const ZERO: Sum = { value: '0.00', kilometres: '0.0', receipts: '0.00' };
const sumOf = (sums: readonly Sum[]): Sum => ({
  value: fromCents(sums.reduce((total, sum) => total + toCents(sum.value), 0n)),
  kilometres: sumKilometres(sums.map((sum) => sum.kilometres)),
  receipts: fromCents(sums.reduce((total, sum) => total + toCents(sum.receipts), 0n)),
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
      const windows = await rejectionWindows(store, rows);
      return {
        items: rows.map((row: Row) => {
          const month = (row.month as string).slice(0, 7);
          const value = row.value as string;
          const pricePerKm = (row.price_per_km as string | null) ?? PARAMETERS.pricePerKilometre;
          const status = row.status as KilometreMonth['status'];
          const ruleMonth = {
            month,
            value,
            status,
            resubmitUntil: windows.get(row.id as string) ?? null,
          };
          const deadlineDay = PARAMETERS.kilometreMapDeadlineDay;
          return {
            id: row.id,
            month,
            value,
            pricePerKm,
            kilometres: kilometresOf(value, pricePerKm),
            status,
            rejectionReason: row.rejection_reason,
            deadline: sendDeadlineOf(ruleMonth, deadlineDay),
            editable:
              (status === 'PendingSubmission' || status === 'Rejected') &&
              isSendable(ruleMonth, day, deadlineDay),
            closed: isMonthClosed(ruleMonth, day, deadlineDay),
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
      const [people, [counted], company, companyReceipts] = await Promise.all([
        store.query(SELECT_TOTALS_PEOPLE, [...bounds, pageSize, (page - 1) * pageSize]),
        store.query(COUNT_TOTALS_PEOPLE, bounds),
        store.query(SELECT_COMPANY_MONTHS, bounds),
        store.query(SELECT_COMPANY_RECEIPTS, bounds),
      ]);
      const ids = `{${people.map((person: Row) => person.id).join(',')}}`;
      const [months, receipts] =
        people.length === 0
          ? [[], []]
          : await Promise.all([
              store.query(SELECT_PEOPLE_MONTHS, [...bounds, ids]),
              store.query(SELECT_PEOPLE_RECEIPTS, [...bounds, ids]),
            ]);
      const byPerson = new Map<unknown, (Sum | null)[]>(
        people.map((person: Row) => [person.id, Array(12).fill(null)]),
      );
      const cellOf = (employeeId: unknown, index: number) => {
        const sums = byPerson.get(employeeId);
        if (!sums) return undefined;
        sums[index] ??= { ...ZERO };
        return sums[index];
      };
      for (const month of months) {
        const cell = cellOf(month.employee_id, Number((month.month as string).slice(5, 7)) - 1);
        if (!cell) continue;
        cell.value = month.value as string;
        cell.kilometres = kilometresOf(
          month.value as string,
          (month.price_per_km as string) ?? '0',
        );
      }
      for (const receipt of receipts) {
        const cell = cellOf(receipt.employee_id, (receipt.month as number) - 1);
        if (cell) cell.receipts = receipt.euros as string;
      }
      const companyMonths = Array.from({ length: 12 }, (_, index) => {
        const found = company.find((sum: Row) => sum.month === index + 1);
        const euros = companyReceipts.find((sum: Row) => sum.month === index + 1);
        return {
          value: (found?.value as string) ?? ZERO.value,
          kilometres: (found?.kilometres as string) ?? ZERO.kilometres,
          receipts: (euros?.euros as string) ?? ZERO.receipts,
        };
      });
      return {
        year,
        company: { months: companyMonths, total: sumOf(companyMonths) },
        items: people.map((person: Row) => {
          const sums = byPerson.get(person.id) ?? [];
          return {
            employee: { id: person.id, name: person.name },
            months: sums,
            total: sumOf(sums.filter((sum): sum is Sum => sum !== null)),
          };
        }),
        total: counted?.total ?? 0,
        page,
        pageSize,
      };
    },
  );
}
