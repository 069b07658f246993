import type { Acknowledge } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useEvaluationChange } from './evaluation-change.ts';

/** POST /api/evaluations/acknowledge: the employee read their published evaluation. */
export function useAcknowledgeEvaluation() {
  return useEvaluationChange((acknowledgement: Acknowledge) =>
    apiRequest(EVALUATIONS_ENDPOINTS.acknowledge, { body: acknowledgement }),
  );
}
