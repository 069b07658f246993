import type { TeamQuery } from '@quadro/contract/evaluations';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { manageEvaluationKeys } from './manage-evaluation-keys.ts';

/** A whole year's teams on one page: a company has far fewer than this. */
export const ALL_TEAMS_PAGE_SIZE = 100;

/** GET /api/teams?year=: the year's teams the user may see (the CTO: every team), by name. */
export const teamsQuery = (query: Partial<TeamQuery>) =>
  queryOptions({
    queryKey: [...manageEvaluationKeys.teams, 'list', query],
    queryFn: () => apiRequest(EVALUATIONS_ENDPOINTS.listTeams, { query }),
  });

export function useTeams(year: number) {
  return useQuery({
    ...teamsQuery({ year, pageSize: ALL_TEAMS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
