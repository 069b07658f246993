import type { GoalsWrite } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './evaluation-keys.ts';

/** PUT /api/evaluations/goals: a member's goals during goal setting; refusals under their fields. */
export function useSaveGoals() {
  return useAppMutation({
    mutationFn: (goals: GoalsWrite) => apiRequest(EVALUATIONS_ENDPOINTS.saveGoals, { body: goals }),
    invalidates,
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
