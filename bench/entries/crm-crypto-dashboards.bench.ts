import { SCALE_ALLOWANCE_YEAR } from '@quadro/api/seed';
import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';

const CRM = 'GET /api/dashboard/crm';
const CRYPTO = 'GET /api/dashboard/crypto';
/**
 * The crypto dashboard is finance's and admin's: a few readers at once, not the run's 50. At 50
 * connections each call waited 5 to 9 s behind the others' year-long groupings in PostgreSQL and
 * some of the bare route's went past the timeout (docs/performance.md, issue 25).
 */
const CRYPTO_READERS = 8;

/**
 * The crm dashboard as HR (active projects, this month's hours per client, today's people per
 * client and without one, projects ending soon) and the crypto dashboard as finance for the scale
 * year against the one before (approved kilometre maps, travel passes, receipts and allowances per
 * month), over the 5,000 employees' rows.
 */
export const crmCryptoDashboardsBench: BenchDomain = {
  name: 'crm-crypto-dashboards',
  bare: new URL('./crm-crypto-dashboards.bare.ts', import.meta.url),
  async entries(bench) {
    const { ours, bare } = bench;
    if (bench.measured(CRM)) {
      await bench.compare(
        CRM,
        { ours: `${ours.baseUrl}/api/dashboard/crm`, bare: `${bare.baseUrl}/bare/dashboard/crm` },
        bench.hr.headers,
      );
    }
    if (bench.measured(CRYPTO)) {
      const financeAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.finance)}` };
      const query = `year=${SCALE_ALLOWANCE_YEAR}`;
      await bench.compare(
        CRYPTO,
        {
          ours: `${ours.baseUrl}/api/dashboard/crypto?${query}`,
          bare: `${bare.baseUrl}/bare/dashboard/crypto?${query}`,
        },
        financeAuth,
        { connections: CRYPTO_READERS, timeoutSeconds: 30 },
      );
    }
  },
  goals: (view) => [
    halfTheBareThroughput(view, CRM, `${CRM} (clients and projects, as HR)`),
    halfTheBareThroughput(
      view,
      CRYPTO,
      `${CRYPTO} (a year's approved money per month against the one before; ${CRYPTO_READERS} connections)`,
    ),
  ],
};
