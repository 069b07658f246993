const MANAGE = '/app/manage-evaluations';

/** A team report's address: the name is cosmetic (the team is found by id), so it is kept readable. */
export function teamReportPath(
  team: { id: string; name: string },
  year: number,
  members = false,
): string {
  const path = `${MANAGE}/report/team/${team.id}/${encodeURIComponent(team.name)}/${year}`;
  return members ? `${path}/members` : path;
}

/** A member's year in their team, where the evaluator works on it. */
export const memberReportPath = (teamId: string, memberId: string) =>
  `${MANAGE}/report/${teamId}/member/${memberId}`;

/** A member's evaluations of every year (one in no team yet). */
export const memberHistoryPath = (memberId: string) => `${MANAGE}/report/member/${memberId}`;

/** The manage list with its filters set (the dashboard's links). */
export function manageEvaluationsPath(filters: { year?: number; state?: string; teamId?: string }) {
  const query = new URLSearchParams();
  if (filters.year !== undefined) query.set('year', String(filters.year));
  if (filters.teamId) query.set('teamId', filters.teamId);
  if (filters.state) query.set('state', filters.state);
  const search = query.toString();
  return search ? `${MANAGE}?${search}` : MANAGE;
}
