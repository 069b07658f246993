import type { FeedbackRequest } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './evaluation-keys.ts';

/** POST /api/evaluations/feedback: ask a colleague, named or anonymous, about a member. */
export function useAskFeedback() {
  return useAppMutation({
    mutationFn: (request: FeedbackRequest) =>
      apiRequest(EVALUATIONS_ENDPOINTS.askFeedback, { body: request }),
    invalidates,
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
