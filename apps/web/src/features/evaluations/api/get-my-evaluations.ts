import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { evaluationKeys } from './evaluation-keys.ts';

/** GET /api/evaluations/mine: this year's own evaluation, the published ones and feedback asked. */
export function useMyEvaluations() {
  return useQuery({
    queryKey: evaluationKeys.mine,
    queryFn: () => apiRequest(EVALUATIONS_ENDPOINTS.mine, {}),
  });
}
