import type { SelfAssessmentWrite } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './evaluation-keys.ts';
import { toastMessage } from './evaluation-toast.ts';

/** PUT /api/evaluations/self-assessment: the employee's draft, or with `submit` sent on. */
export function useSaveSelfAssessment() {
  return useAppMutation({
    mutationFn: (assessment: SelfAssessmentWrite) =>
      apiRequest(EVALUATIONS_ENDPOINTS.saveSelfAssessment, { body: assessment }),
    invalidates,
    inlineError: true,
    onSuccess: toastMessage,
  });
}
