import type { AssessmentWrite } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './evaluation-keys.ts';

/** PUT /api/evaluations/assessment: the evaluator's scores and overall comment. */
export function useSaveAssessment() {
  return useAppMutation({
    mutationFn: (assessment: AssessmentWrite) =>
      apiRequest(EVALUATIONS_ENDPOINTS.saveAssessment, { body: assessment }),
    invalidates,
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
