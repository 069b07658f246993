import type { EvaluationManageQuery } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { manageEvaluationKeys } from './manage-evaluation-keys.ts';

/** GET /api/evaluations/manage: a year's evaluations of the user's teams, with counts by state. */
export const manageEvaluationsQuery = (query: Partial<EvaluationManageQuery>) =>
  queryOptions({
    queryKey: [...manageEvaluationKeys.manage, query],
    queryFn: () => apiRequest(EVALUATIONS_ENDPOINTS.manage, { query }),
  });

export function useManageEvaluations(query: Partial<EvaluationManageQuery>) {
  return useQuery({ ...manageEvaluationsQuery(query), placeholderData: keepPreviousData });
}
