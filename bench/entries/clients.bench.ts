import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';

/** HR's clients page: every client with how many work for it today (allocations load with a dialog). */
export const clientsBench: BenchDomain = {
  name: 'clients',
  bare: new URL('./clients.bare.ts', import.meta.url),
  async entries(bench) {
    await bench.compare(
      'GET /api/clients',
      { ours: `${bench.ours.baseUrl}/api/clients`, bare: `${bench.bare.baseUrl}/bare/clients` },
      bench.hr.headers,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(view, 'GET /api/clients', "GET /api/clients (HR's clients page)"),
  ],
};
