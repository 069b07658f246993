import { SCALE_ALLOWANCE_YEAR } from '@quadro/api/seed';
import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';

const CRM = 'GET /api/dashboard/crm';
const CRYPTO = 'GET /api/dashboard/crypto';

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
      );
    }
  },
  goals: (view) => [
    halfTheBareThroughput(view, CRM, `${CRM} (clients and projects, as HR)`),
    halfTheBareThroughput(
      view,
      CRYPTO,
      `${CRYPTO} (a year's approved money per month against the one before)`,
    ),
  ],
};
