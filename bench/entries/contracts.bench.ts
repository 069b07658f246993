import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';

/** An employee's salaries, as HR opens them (the bench employee's). */
export const contractsBench: BenchDomain = {
  name: 'contracts',
  bare: new URL('./contracts.bare.ts', import.meta.url),
  async entries(bench) {
    if (!bench.measured('GET /api/salary/all/:id')) return;
    const employeeId = bench.employee.id;
    await bench.compare(
      'GET /api/salary/all/:id',
      {
        ours: `${bench.ours.baseUrl}/api/salary/all/${employeeId}`,
        bare: `${bench.bare.baseUrl}/bare/salary/all/${employeeId}`,
      },
      bench.hr.headers,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      'GET /api/salary/all/:id',
      "GET /api/salary/all/:id (an employee's salaries)",
    ),
  ],
};
