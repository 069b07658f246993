import { type BenchDomain, ratioGoal } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';
import { SCALE_ALLOWANCE_YEAR } from '../lib/seed.ts';

/** Finance's allowances table: the year's first page by allowance, and with a month of payment. */
const ALLOWANCE_TABLE_ENTRIES = [
  {
    endpoint: 'GET /api/allowances',
    family: 'GET /api/allowances',
    goal: "GET /api/allowances (finance's table, a year by allowance, first page)",
    path: 'allowances',
    query: `allowance=VACATIONS&year=${SCALE_ALLOWANCE_YEAR}&page=1&pageSize=20`,
  },
  {
    endpoint: 'GET /api/allowances (month)',
    family: 'GET /api/allowances',
    goal: "GET /api/allowances (finance's table, a year's Christmas plans paying in June, first page)",
    path: 'allowances',
    query: `allowance=CHRISTMAS&year=${SCALE_ALLOWANCE_YEAR}&month=6&page=1&pageSize=20`,
  },
];
/** The consolidated totals under each filter (with a month: what falls due in it). */
const ALLOWANCE_TOTALS_ENTRIES = [
  { filter: 'none', query: '' },
  { filter: 'allowance', query: 'allowance=CHRISTMAS' },
  { filter: 'year', query: `year=${SCALE_ALLOWANCE_YEAR}` },
  { filter: 'year+month', query: `year=${SCALE_ALLOWANCE_YEAR}&month=6` },
  { filter: 'status', query: 'status=PENDING_APPROVAL' },
].map(({ filter, query }) => ({
  endpoint: `GET /api/allowances/totals${filter === 'none' ? '' : ` (${filter})`}`,
  family: 'GET /api/allowances/totals',
  goal: `GET /api/allowances/totals (${filter === 'none' ? 'every plan' : `by ${filter}`})`,
  path: 'allowances/totals',
  query,
}));
const ALLOWANCE_ENTRIES = ALLOWANCE_TABLE_ENTRIES.concat(ALLOWANCE_TOTALS_ENTRIES);

/**
 * Finance's allowance plans (vacation and Christmas allowances) over five years of plans: the
 * table's first page of the year by allowance, then with a month of payment; and the
 * consolidated totals under each filter. Ours and bare must send the same bytes.
 */
export const allowancesBench: BenchDomain = {
  name: 'allowances',
  bare: new URL('./allowances.bare.ts', import.meta.url),
  async entries(bench) {
    const named = ({ endpoint, family }: { endpoint: string; family: string }) =>
      bench.measured(endpoint) || bench.measured(family);
    if (!ALLOWANCE_ENTRIES.some(named)) return;
    const financeAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.finance)}` };
    for (const { endpoint, family, path, query } of ALLOWANCE_ENTRIES) {
      await bench.compare(
        endpoint,
        {
          ours: `${bench.ours.baseUrl}/api/${path}${query ? `?${query}` : ''}`,
          bare: `${bench.bare.baseUrl}/bare/${path}${query ? `?${query}` : ''}`,
        },
        financeAuth,
        { family, sameBytes: true },
      );
    }
  },
  goals: (view) =>
    ALLOWANCE_ENTRIES.map(({ endpoint, goal }) =>
      ratioGoal(
        view,
        `${goal} throughput on PostgreSQL, ours/bare (${view.settings.employees} employees, five years of plans)`,
        view.pgOurs(endpoint),
        'throughput',
        0.5,
      ),
    ),
};
