import type { Acknowledge } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './evaluation-keys.ts';

/** POST /api/evaluations/acknowledge: the employee read their published evaluation. */
export function useAcknowledgeEvaluation() {
  return useAppMutation({
    mutationFn: (acknowledgement: Acknowledge) =>
      apiRequest(EVALUATIONS_ENDPOINTS.acknowledge, { body: acknowledgement }),
    invalidates,
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
