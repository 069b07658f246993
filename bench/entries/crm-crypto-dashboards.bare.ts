import { addDays } from '@quadro/contract/calendar-days';
import {
  CRYPTO_SERIES,
  CRYPTO_SERIES_LABELS,
  type CryptoSeries,
  PROJECTS_ENDING_WITHIN_DAYS,
} from '@quadro/contract/dashboard';
import { fromCents, toCents } from '@quadro/contract/money';
import { MONTHS } from '@quadro/contract/months';
import type { FastifyInstance } from 'fastify';
import { type BareStore, today, type UserIdOf } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/**
 * The SQL Drizzle builds in apps/api's dashboard repositories and the modules' pieces they use
 * (project-dashboard.repository.ts, clients.repository.ts, month-work-days.ts; travels',
 * travel passes' and allowances' sums per month), by hand.
 */
const COUNT_ACTIVE = 'select count(*)::int as total from projects where status = $1';
const COVERS_DAY = 'a.started_at <= $1 and (a.ended_at is null or a.ended_at >= $1)';
const HOURS_PER_CLIENT = `select coalesce(pc.client_id, ap.client_id) as client_id, sum(d.hours)::numeric(12,2)::text as hours
  from (select m.employee_id, wd.day, wd.project_id, wd.hours + wd.extra_hours as hours
    from work_maps m join work_days wd on wd.work_map_id = m.id
    where m.month = $1 and m.status in ($2, $3)) d
  left join (select id, client_id from projects) pc on pc.id = d.project_id
  left join (select user_id, client_id, started_at, ended_at from client_allocations) ap
    on d.project_id is null and ap.user_id = d.employee_id and ap.started_at <= d.day and (ap.ended_at is null or ap.ended_at >= d.day)
  where coalesce(pc.client_id, ap.client_id) is not null
  group by coalesce(pc.client_id, ap.client_id)
  order by sum(d.hours) desc, coalesce(pc.client_id, ap.client_id)`;
const PEOPLE_PER_CLIENT = `select c.id, c.name, count(*)::int as people from client_allocations a
  join clients c on c.id = a.client_id join users u on u.id = a.user_id
  where ${COVERS_DAY} and u.enabled = true
  group by c.id, c.name order by count(*)::int desc, c.name, c.id`;
const COUNT_WITHOUT_CLIENT = `select count(*)::int as total from users u where u.enabled = true
  and not exists (select 1 from client_allocations a where a.user_id = u.id and ${COVERS_DAY})`;
const ENDING_SOON = `select id, name, code, client_id, end_date::text as end_date from projects
  where status <> 'closed' and end_date is not null and end_date >= $1 and end_date <= $2
  order by end_date, name, id`;
const inList = (count: number) => Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ');
const clientNames = (count: number) =>
  `select id, name from clients where id in (${inList(count)})`;

const KILOMETRE_MONTHS = `select month::text as month, sum(value)::numeric(14,2)::text as euros
  from kilometre_map_months where status = 'Approved' and month between $1 and $2 group by month`;
const PASS_MONTHS = `select month::text as month, sum(value)::numeric(12,2)::text as euros
  from travel_passes where status = 'Approved' and month between $1 and $2 group by month`;
const RECEIPT_MONTHS = `select to_char(d.start_day, 'YYYY-MM') as month, sum(d.day_euros)::numeric(18,2)::text as euros
  from (select t.start_date as start_day, sum(r.euros) as day_euros
    from road_trips t join travel_receipts r on r.road_trip_id = t.id
    where t.start_date between $1 and $2 and t.status = 'Approved' group by t.start_date) d
  group by to_char(d.start_day, 'YYYY-MM')`;
const ALLOWANCE_MONTHS = `select p.year || '-' || lpad(i.month::text, 2, '0') as month, sum(i.amount)::numeric(14,2)::text as euros
  from allowance_plans p join allowance_instalments i on i.plan_id = p.id
  where p.year between $1 and $2 and p.status = 'Approved' group by p.year, i.month`;

const HREFS: Record<CryptoSeries, (year: number, month: number) => string> = {
  kilometreMaps: (year, month) => `/app/manage-travels?year=${year}&month=${month}&status=Approved`,
  travelPasses: (year, month) =>
    `/app/manage-travel-pass?month=${year}-${String(month).padStart(2, '0')}&status=Approved`,
  receipts: (year, month) =>
    `/app/manage-travels?view=road-trips&year=${year}&month=${month}&status=Approved`,
  allowances: (year, month) =>
    `/app/payments/manage-allowances?year=${year}&month=${month}&status=APPROVED`,
};

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
const sum = (amounts: readonly string[]) =>
  fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));

/** GET /bare/dashboard/crm and /bare/dashboard/crypto: the same SQL and JSON as ours. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  async function namesOf(ids: string[]) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map<string, string>();
    const rows = await store.query(clientNames(unique.length), unique);
    return new Map(rows.map((row) => [row.id as string, row.name as string]));
  }

  app.get('/bare/dashboard/crm', async (request, reply) => {
    if (!userIdOf(request.headers.authorization)) {
      return reply.status(401).send({ error: 'unauthorized' });
    }
    const day = today();
    const month = day.slice(0, 7);
    const [active, hours, people, without, ending] = await Promise.all([
      store.query(COUNT_ACTIVE, ['active']),
      store
        .query(HOURS_PER_CLIENT, [`${month}-01`, 'Approved', 'PendingApproval'])
        .then(async (rows) => ({
          rows,
          names: await namesOf(rows.map((row) => row.client_id as string)),
        })),
      store.query(PEOPLE_PER_CLIENT, [day]),
      store.query(COUNT_WITHOUT_CLIENT, [day]),
      store
        .query(ENDING_SOON, [day, addDays(day, PROJECTS_ENDING_WITHIN_DAYS)])
        .then(async (rows) => ({
          rows,
          names: await namesOf(rows.map((row) => row.client_id as string)),
        })),
    ]);
    return {
      today: day,
      month,
      activeProjects: {
        key: 'activeProjects',
        label: 'Active projects',
        value: String(active[0]?.total ?? 0),
        unit: 'count',
        href: '/app/projects?status=active',
      },
      hoursPerClient: hours.rows.map((row) => {
        const clientName = hours.names.get(row.client_id as string) ?? '';
        return {
          clientId: row.client_id,
          clientName,
          hours: {
            key: 'hours',
            label: clientName,
            value: row.hours,
            unit: 'hours',
            href: `/app/manage-work-map?month=${month}`,
          },
        };
      }),
      peoplePerClient: people.map((row) => ({
        clientId: row.id,
        clientName: row.name,
        people: {
          key: 'people',
          label: row.name,
          value: String(row.people),
          unit: 'count',
          href: `/app/employees?client_id=${row.id}&status=active`,
        },
      })),
      withoutClient: {
        key: 'withoutClient',
        label: 'Without a client',
        value: String(without[0]?.total ?? 0),
        unit: 'count',
        href: '/app/client',
      },
      endingSoon: ending.rows.map((row) => ({
        projectId: row.id,
        name: row.name,
        code: row.code,
        clientName: ending.names.get(row.client_id as string) ?? '',
        endDate: row.end_date,
        href: `/app/projects/${row.id}/summary-executive`,
      })),
    };
  });

  async function moneyByMonth(from: number, to: number) {
    // Kilometre maps and passes answer their months' first days.
    const byMonth = (rows: Row[]) =>
      new Map(rows.map((row) => [(row.month as string).slice(0, 7), row.euros as string]));
    const [kilometreMaps, travelPasses, receipts, allowances] = await Promise.all([
      store.query(KILOMETRE_MONTHS, [`${from}-01-01`, `${to}-12-01`]),
      store.query(PASS_MONTHS, [`${from}-01-01`, `${to}-12-01`]),
      store.query(RECEIPT_MONTHS, [`${from}-01-01`, `${to}-12-31`]),
      store.query(ALLOWANCE_MONTHS, [from, to]),
    ]);
    return {
      kilometreMaps: byMonth(kilometreMaps),
      travelPasses: byMonth(travelPasses),
      receipts: byMonth(receipts),
      allowances: byMonth(allowances),
    } satisfies Record<CryptoSeries, Map<string, string>>;
  }

  app.get<{ Querystring: { year?: string } }>('/bare/dashboard/crypto', async (request, reply) => {
    if (!userIdOf(request.headers.authorization)) {
      return reply.status(401).send({ error: 'unauthorized' });
    }
    const year = Number(request.query.year ?? today().slice(0, 4));
    const money = await moneyByMonth(year - 1, year);
    const monthsOf = (key: CryptoSeries, of: number) =>
      MONTHS.map((month) => money[key].get(monthKey(of, month.number)) ?? '0.00');
    return {
      year,
      series: CRYPTO_SERIES.map((key) => {
        const amounts = monthsOf(key, year);
        const previous = monthsOf(key, year - 1);
        return {
          key,
          label: CRYPTO_SERIES_LABELS[key],
          months: amounts.map((amount, index) => ({
            month: monthKey(year, index + 1),
            amount,
            previousYearAmount: previous[index] ?? '0.00',
            href: HREFS[key](year, index + 1),
          })),
          total: sum(amounts),
          previousYearTotal: sum(previous),
        };
      }),
    };
  });
}
