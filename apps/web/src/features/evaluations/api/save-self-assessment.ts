import type { SelfAssessmentWrite } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './evaluation-keys.ts';

/** PUT /api/evaluations/self-assessment: the employee's draft, or with `submit` sent on. */
export function useSaveSelfAssessment() {
  return useAppMutation({
    mutationFn: (assessment: SelfAssessmentWrite) =>
      apiRequest(EVALUATIONS_ENDPOINTS.saveSelfAssessment, { body: assessment }),
    invalidates,
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
