import type { FeedbackRequest } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './evaluation-keys.ts';
import { toastMessage } from './evaluation-toast.ts';

/** POST /api/evaluations/feedback: ask a colleague, named or anonymous, about a member. */
export function useAskFeedback() {
  return useAppMutation({
    mutationFn: (request: FeedbackRequest) =>
      apiRequest(EVALUATIONS_ENDPOINTS.askFeedback, { body: request }),
    invalidates,
    inlineError: true,
    onSuccess: toastMessage,
  });
}
