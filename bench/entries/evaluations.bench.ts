import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';
import { SCALE_EVALUATION_TEAM, SCALE_EVALUATION_YEAR } from '../lib/seed.ts';

const MANAGE = 'GET /api/evaluations/manage';
const TEAM_REPORT = 'GET /api/evaluations/team-report';
const apiPath = (path: string) => path.replace(/^\/api\//, '');

/**
 * The CTO's list of the scale year's evaluations (every team, first page), and the report of the
 * scale team of 300 members (SCALE_EVALUATION_TEAM, found by name in the CTO's teams).
 */
export const evaluationsBench: BenchDomain = {
  name: 'evaluations',
  bare: new URL('./evaluations.bare.ts', import.meta.url),
  async entries(bench) {
    const measured = [MANAGE, TEAM_REPORT].filter((name) => bench.measured(name));
    if (measured.length === 0) return;
    const { ours, bare } = bench;
    const ctoAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.cto)}` };
    const year = `year=${SCALE_EVALUATION_YEAR}`;
    const paths: Record<string, string> = {
      [MANAGE]: `${apiPath(EVALUATIONS_ENDPOINTS.manage.path)}?${year}&page=1&pageSize=20`,
    };
    if (measured.includes(TEAM_REPORT)) {
      const teams = await fetch(
        `${ours.baseUrl}${EVALUATIONS_ENDPOINTS.listTeams.path}?${year}&search=${encodeURIComponent(SCALE_EVALUATION_TEAM)}`,
        { headers: ctoAuth },
      );
      const { items } = (await teams.json()) as { items: { id: string; name: string }[] };
      const team = items.find((item) => item.name === SCALE_EVALUATION_TEAM);
      if (!team) throw new Error(`The scale seed made no team ${SCALE_EVALUATION_TEAM}`);
      paths[TEAM_REPORT] =
        `${apiPath(EVALUATIONS_ENDPOINTS.teamReport.path)}?teamId=${team.id}&${year}`;
    }
    for (const name of measured) {
      const path = paths[name] as string;
      await bench.compare(
        name,
        { ours: `${ours.baseUrl}/api/${path}`, bare: `${bare.baseUrl}/bare/${path}` },
        ctoAuth,
      );
    }
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      MANAGE,
      "GET /api/evaluations/manage (the CTO's evaluations of a year, every team, first page)",
    ),
    halfTheBareThroughput(
      view,
      TEAM_REPORT,
      "GET /api/evaluations/team-report (a 300-member team's year: averages, spread, members)",
    ),
  ],
};
