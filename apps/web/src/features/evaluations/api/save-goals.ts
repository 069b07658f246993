import type { GoalsWrite } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useEvaluationChange } from './evaluation-change.ts';

/** PUT /api/evaluations/goals: a member's goals during goal setting; refusals under their fields. */
export function useSaveGoals() {
  return useEvaluationChange((goals: GoalsWrite) =>
    apiRequest(EVALUATIONS_ENDPOINTS.saveGoals, { body: goals }),
  );
}
