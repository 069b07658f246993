import type { TeamReportQuery } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { manageEvaluationKeys } from './manage-evaluation-keys.ts';

/** GET /api/evaluations/team-report?teamId=&year=: a team's year; a 404 opens the not-found page. */
export const teamReportQuery = (query: TeamReportQuery) =>
  queryOptions({
    queryKey: [...manageEvaluationKeys.teamReport, query],
    queryFn: () => apiRequest(EVALUATIONS_ENDPOINTS.teamReport, { query }),
  });

export function useTeamReport(query: TeamReportQuery, enabled: boolean) {
  return useQuery({ ...teamReportQuery(query), enabled });
}
