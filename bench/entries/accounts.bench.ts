import type { BenchDomain } from '../lib/bench-domain.ts';
import { ratioGoal } from '../lib/bench-domain.ts';
import { probe } from '../lib/probe.ts';

/** HR's GET /api/accounts at 5,000 employees, compressed, must stay under this. */
const HR_WIRE_LIMIT_BYTES = 150_000;
/** Issue 21: HR's shell waits at most a second for the account under load. */
const HR_P99_LIMIT_MS = 1_000;

/**
 * GET /api/accounts as employee@example.com alternated with the bare route (ours, bare, ours,
 * bare), then as hr@example.com, whose answer carries the employee directory, then HR's call once
 * more with the ETag of the answer in If-None-Match (what a browser that holds it sends: 304).
 */
export const accountsBench: BenchDomain = {
  name: 'accounts',
  bare: new URL('./accounts.bare.ts', import.meta.url),
  async entries(bench) {
    const { ours, bare, settings } = bench;
    const oursUrl = `${ours.baseUrl}/api/accounts`;
    const bareUrl = `${bare.baseUrl}/bare/accounts`;
    const auth = bench.employee.headers;
    const hrAuth = bench.hr.headers;
    const oursProbe = await bench.withOutput(ours, bench.probeOk(oursUrl, { headers: auth }));
    const bareProbe = await bench.withOutput(bare, bench.probeOk(bareUrl, { headers: auth }));
    if (oursProbe.json.id !== bareProbe.json.id) {
      throw new Error(
        `ours and bare disagree on the user: ${oursProbe.json.id} vs ${bareProbe.json.id}`,
      );
    }
    const hrProbe = await bench.withOutput(ours, bench.probeOk(oursUrl, { headers: hrAuth }));
    const hrBareProbe = await bench.withOutput(bare, bench.probeOk(bareUrl, { headers: hrAuth }));
    const revalidation = { ...hrAuth, 'if-none-match': hrProbe.etag ?? '' };
    const hrNotModified = await bench.withOutput(ours, probe(oursUrl, { headers: revalidation }));
    if (hrNotModified.status !== 304) {
      throw new Error(`If-None-Match ${hrProbe.etag} answered ${hrNotModified.status}, not 304`);
    }

    for (
      let round = 1;
      bench.measured('GET /api/accounts') && round <= settings.rounds;
      round += 1
    ) {
      await bench.record('GET /api/accounts', ours, round, oursProbe, {
        url: oursUrl,
        headers: auth,
        timeoutSeconds: 10,
      });
      await bench.record('GET /api/accounts', bare, round, bareProbe, {
        url: bareUrl,
        headers: auth,
        timeoutSeconds: 10,
      });
    }
    for (
      let round = 1;
      bench.measured('GET /api/accounts (hr)') && round <= settings.rounds;
      round += 1
    ) {
      await bench.record('GET /api/accounts (hr)', ours, round, hrProbe, {
        url: oursUrl,
        headers: hrAuth,
        timeoutSeconds: 30,
      });
      await bench.record('GET /api/accounts (hr)', bare, round, hrBareProbe, {
        url: bareUrl,
        headers: hrAuth,
        timeoutSeconds: 30,
      });
    }
    // What a browser that holds the answer sends: its ETag back.
    if (bench.measured('GET /api/accounts (hr, If-None-Match)')) {
      await bench.record('GET /api/accounts (hr, If-None-Match)', ours, 1, hrNotModified, {
        url: oursUrl,
        headers: revalidation,
        timeoutSeconds: 30,
        expectedStatus: 304,
      });
    }
  },
  goals(view) {
    const own = view.pgOurs('GET /api/accounts');
    return [
      ratioGoal(
        view,
        'GET /api/accounts throughput on PostgreSQL, ours/bare',
        own,
        'throughput',
        0.5,
      ),
      ratioGoal(view, 'GET /api/accounts p99 on PostgreSQL, ours/bare', own, 'p99', 2),
      ratioGoal(
        view,
        `HR's GET /api/accounts throughput on PostgreSQL, ours/bare (${view.settings.employees} employees)`,
        view.pgOurs('GET /api/accounts (hr)'),
        'throughput',
        0.5,
      ),
    ];
  },
  budgets(view) {
    const hr = view.pgOurs('GET /api/accounts (hr)');
    return [
      {
        name: `HR's GET /api/accounts on the wire (${view.settings.employees} employees)`,
        target: `< ${HR_WIRE_LIMIT_BYTES / 1000} kB`,
        actual: hr ? `${(hr.wireBytes / 1000).toFixed(1)} kB` : 'not measured',
        pass: hr ? hr.wireBytes < HR_WIRE_LIMIT_BYTES : null,
      },
      {
        name: `HR's GET /api/accounts p99 on PostgreSQL under load (${view.settings.employees} employees)`,
        target: `≤ ${HR_P99_LIMIT_MS} ms`,
        actual: hr ? `${Math.round(hr.p99)} ms` : 'not measured',
        pass: hr ? hr.p99 <= HR_P99_LIMIT_MS : null,
      },
    ];
  },
};
