import type { FeedbackAnswer } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './evaluation-keys.ts';

/** PUT /api/evaluations/feedback/answer: a colleague's comment and optional score. */
export function useAnswerFeedback() {
  return useAppMutation({
    mutationFn: (answer: FeedbackAnswer) =>
      apiRequest(EVALUATIONS_ENDPOINTS.answerFeedback, { body: answer }),
    invalidates,
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
