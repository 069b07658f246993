import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { manageEvaluationKeys } from './manage-evaluation-keys.ts';

/** GET /api/teams/detail?id=&year=: one team's members and evaluators of the year (for editing). */
export function useTeam(id: string | undefined, year: number) {
  return useQuery({
    queryKey: [...manageEvaluationKeys.teams, 'detail', id, year],
    queryFn: () => apiRequest(EVALUATIONS_ENDPOINTS.team, { query: { id: id ?? '', year } }),
    enabled: id !== undefined,
  });
}
