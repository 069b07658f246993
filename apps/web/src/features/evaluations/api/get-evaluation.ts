import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { evaluationKeys } from './evaluation-keys.ts';

/** GET /api/evaluations/detail?id=: one evaluation, to its employee or whoever manages them. */
export function useEvaluation(id: string) {
  return useQuery({
    queryKey: [...evaluationKeys.detail, id],
    queryFn: () => apiRequest(EVALUATIONS_ENDPOINTS.detail, { query: { id } }),
  });
}
