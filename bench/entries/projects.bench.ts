import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';

/** The projects table (admin): its first page with each project's team size. */
export const projectsBench: BenchDomain = {
  name: 'projects',
  bare: new URL('./projects.bare.ts', import.meta.url),
  async entries(bench) {
    if (!bench.measured('GET /api/projects')) return;
    const adminAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.admin)}` };
    await bench.compare(
      'GET /api/projects',
      {
        ours: `${bench.ours.baseUrl}/api/projects?page=1&pageSize=10`,
        bare: `${bench.bare.baseUrl}/bare/projects?page=1&pageSize=10`,
      },
      adminAuth,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(view, 'GET /api/projects', "GET /api/projects (the table's first page)"),
  ],
};
