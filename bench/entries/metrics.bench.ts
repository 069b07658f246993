import type { BenchDomain } from '../lib/bench-domain.ts';
import { ratioGoal } from '../lib/bench-domain.ts';
import { BENCH_METRICS_TOKEN } from '../lib/metrics-token.ts';

const ENDPOINT = 'GET /api/accounts (metrics on/off)';

/**
 * What /metrics costs a busy route: employee@example.com's GET /api/accounts on ours (METRICS_TOKEN
 * set: every request timed into the histogram) alternated with a second API on the same database
 * without it (nothing measured), that API standing in the 'bare' column. PostgreSQL only, where a
 * second server can share the database.
 */
export const metricsBench: BenchDomain = {
  name: 'metrics',
  async entries(bench) {
    if (bench.engine !== 'postgres' || !bench.measured(ENDPOINT)) return;
    const withoutMetrics = await bench.startApiWithoutMetrics();
    try {
      const metricsAuth = { authorization: `Bearer ${BENCH_METRICS_TOKEN}` };
      // fetch, not probe: /metrics is Prometheus text, not JSON.
      const served = await fetch(`${bench.ours.baseUrl}/metrics`, { headers: metricsAuth });
      const refused = await fetch(`${withoutMetrics.baseUrl}/metrics`, { headers: metricsAuth });
      await Promise.all([served.arrayBuffer(), refused.arrayBuffer()]);
      if (served.status !== 200 || refused.status !== 401) {
        throw new Error(
          `/metrics should be on in ours and off in the other: ${served.status}, ${refused.status}`,
        );
      }
      const headers = bench.employee.headers;
      const urls = {
        on: `${bench.ours.baseUrl}/api/accounts`,
        off: `${withoutMetrics.baseUrl}/api/accounts`,
      };
      const on = await bench.withOutput(bench.ours, bench.probeOk(urls.on, { headers }));
      const off = await bench.withOutput(withoutMetrics, bench.probeOk(urls.off, { headers }));
      if (JSON.stringify(on.json) !== JSON.stringify(off.json)) {
        throw new Error('the APIs with and without metrics disagree on GET /api/accounts');
      }
      const load = { headers, timeoutSeconds: 10 };
      for (let round = 1; round <= bench.settings.rounds; round += 1) {
        await bench.record(ENDPOINT, bench.ours, round, on, { url: urls.on, ...load });
        await bench.record(ENDPOINT, withoutMetrics, round, off, { url: urls.off, ...load });
      }
    } finally {
      await withoutMetrics.stop();
    }
  },
  goals: (view) => [
    ratioGoal(
      view,
      'GET /api/accounts throughput on PostgreSQL with /metrics on, over off (collection costs ≤ 5%)',
      view.pgOurs(ENDPOINT),
      'throughput',
      0.95,
    ),
  ],
};
