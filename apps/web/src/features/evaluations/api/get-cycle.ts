import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { manageEvaluationKeys } from './manage-evaluation-keys.ts';

/** GET /api/evaluations/cycle?year=: the year's dates (the defaults until opened) and today's stage. */
export const cycleQuery = (year: number) =>
  queryOptions({
    queryKey: [...manageEvaluationKeys.cycle, year],
    queryFn: () => apiRequest(EVALUATIONS_ENDPOINTS.cycle, { query: { year } }),
  });

export function useCycle(year: number) {
  return useQuery(cycleQuery(year));
}
