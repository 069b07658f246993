import type { AssessmentWrite } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useEvaluationChange } from './evaluation-change.ts';

/** PUT /api/evaluations/assessment: the evaluator's scores and overall comment. */
export function useSaveAssessment() {
  return useEvaluationChange((assessment: AssessmentWrite) =>
    apiRequest(EVALUATIONS_ENDPOINTS.saveAssessment, { body: assessment }),
  );
}
