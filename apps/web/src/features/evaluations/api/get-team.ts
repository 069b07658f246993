import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { manageEvaluationKeys } from './manage-evaluation-keys.ts';

/**
 * GET /api/teams/detail?id=&periods=all: every member and evaluator period the team ever had, for
 * the editor, whose save replaces them all (the year only decides who may edit it).
 */
export function useTeam(id: string | undefined, year: number) {
  return useQuery({
    queryKey: [...manageEvaluationKeys.teams, 'detail', id, year, 'all'],
    queryFn: () =>
      apiRequest(EVALUATIONS_ENDPOINTS.team, { query: { id: id ?? '', year, periods: 'all' } }),
    enabled: id !== undefined,
  });
}
