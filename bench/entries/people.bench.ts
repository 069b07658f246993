import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';

/**
 * The top bar asks for suggestions as an employee types; Enter opens a page of cards. HR's
 * employees table, first page by name (financial reads the same).
 */
export const peopleBench: BenchDomain = {
  name: 'people',
  bare: new URL('./people.bare.ts', import.meta.url),
  async entries(bench) {
    const { ours, bare } = bench;
    await bench.compare(
      'GET /api/people/suggestions',
      {
        ours: `${ours.baseUrl}/api/people/suggestions?term=joao`,
        bare: `${bare.baseUrl}/bare/people/suggestions?term=joao`,
      },
      bench.employee.headers,
    );
    await bench.compare(
      'GET /api/people/search',
      {
        ours: `${ours.baseUrl}/api/people/search?search=ana&page=2&pageSize=12`,
        bare: `${bare.baseUrl}/bare/people/search?search=ana&page=2&pageSize=12`,
      },
      bench.employee.headers,
    );
    await bench.compare(
      'GET /api/employees',
      {
        ours: `${ours.baseUrl}/api/employees?page=1&page_size=20&sort=name&order=asc`,
        bare: `${bare.baseUrl}/bare/employees?page=1&page_size=20`,
      },
      bench.hr.headers,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(view, 'GET /api/people/suggestions', 'GET /api/people/suggestions'),
    halfTheBareThroughput(view, 'GET /api/people/search', 'GET /api/people/search'),
    halfTheBareThroughput(
      view,
      'GET /api/employees',
      "GET /api/employees (the table's first page)",
    ),
  ],
};
