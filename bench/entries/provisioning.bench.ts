import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';

const ENDPOINT = 'GET /scim/v2/Users?count=100';

/** The identity provider reading a page of Users, as it does on every provisioning cycle. */
export const provisioningBench: BenchDomain = {
  name: 'provisioning',
  bare: new URL('./provisioning.bare.ts', import.meta.url),
  async entries(bench) {
    if (!bench.measured(ENDPOINT)) return;
    const created = await fetch(`${bench.ours.baseUrl}/api/scim-tokens`, {
      method: 'POST',
      headers: { ...bench.hr.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench ${bench.engine}` }),
    });
    if (created.status !== 201) throw new Error(`SCIM token: ${created.status}`);
    const { token } = (await created.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const config = await fetch(`${bench.ours.baseUrl}/scim/v2/ServiceProviderConfig`, { headers });
    const location = ((await config.json()) as { meta: { location: string } }).meta.location;
    const base = location.replace(/\/ServiceProviderConfig$/, '');
    await bench.compare(
      ENDPOINT,
      {
        ours: `${bench.ours.baseUrl}/scim/v2/Users?count=100`,
        bare: `${bench.bare.baseUrl}/bare/scim/Users?count=100&base=${encodeURIComponent(base)}`,
      },
      headers,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(view, ENDPOINT, "GET /scim/v2/Users (a provider's page of 100 Users)"),
  ],
};
