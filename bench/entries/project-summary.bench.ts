import { SCALE_SUMMARY_PROJECT } from '@quadro/api/seed';
import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';

const SUMMARY = 'GET /api/projects/:id/summary-executive';
/**
 * A project's executive summary is opened by the handful of people running the project (its
 * manager, admin, a director), not by the whole company at once: 8 connections, not the run's 50.
 * At 50, its ~410 KiB answers queued past the timeout on ours and bare alike, measuring the queue.
 */
const SUMMARY_READERS = 8;

/**
 * Admin's executive summary of the scale project (SCALE_SUMMARY_PROJECT: 200 members, their
 * working days from January 2024 to October 2026, about 140,000 work-map days among every
 * employee's October), found by its code in the projects table.
 */
export const projectSummaryBench: BenchDomain = {
  name: 'project-summary',
  bare: new URL('./project-summary.bare.ts', import.meta.url),
  async entries(bench) {
    if (!bench.measured(SUMMARY)) return;
    const { ours, bare } = bench;
    const adminAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.admin)}` };
    let projectId: string | undefined;
    for (let page = 1; !projectId; page += 1) {
      const response = await fetch(`${ours.baseUrl}/api/projects?page=${page}&pageSize=100`, {
        headers: adminAuth,
      });
      const { items } = (await response.json()) as { items: { id: string; code: string }[] };
      if (items.length === 0)
        throw new Error(`The scale seed made no ${SCALE_SUMMARY_PROJECT.code}`);
      projectId = items.find((item) => item.code === SCALE_SUMMARY_PROJECT.code)?.id;
    }
    await bench.compare(
      SUMMARY,
      {
        ours: `${ours.baseUrl}/api/projects/${projectId}/summary-executive`,
        bare: `${bare.baseUrl}/bare/projects/${projectId}/summary-executive`,
      },
      adminAuth,
      // About 2 s a call at 8 connections (0.1 to 0.2 s of CPU): 30 s leaves room for a loaded machine.
      { sameBytes: true, connections: SUMMARY_READERS, timeoutSeconds: 30 },
    );
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      SUMMARY,
      `GET /api/projects/:id/summary-executive (admin: a 200-member project's three years of hours, costs, travel; ${SUMMARY_READERS} connections)`,
    ),
  ],
};
