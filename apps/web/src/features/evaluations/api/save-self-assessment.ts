import type { SelfAssessmentWrite } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useEvaluationChange } from './evaluation-change.ts';

/** PUT /api/evaluations/self-assessment: the employee's draft, or with `submit` sent on. */
export function useSaveSelfAssessment() {
  return useEvaluationChange((assessment: SelfAssessmentWrite) =>
    apiRequest(EVALUATIONS_ENDPOINTS.saveSelfAssessment, { body: assessment }),
  );
}
