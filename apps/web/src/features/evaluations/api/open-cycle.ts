import type { EvaluationCycleInput } from '@quadro/contract/evaluations';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { manageInvalidates } from './manage-evaluation-keys.ts';

/** PUT /api/evaluations/cycle: opens the year (or changes its dates); the form shows refusals. */
export function useOpenCycle() {
  return useAppMutation({
    mutationFn: (body: EvaluationCycleInput) =>
      apiRequest(EVALUATIONS_ENDPOINTS.openCycle, { body }),
    invalidates: manageInvalidates,
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
