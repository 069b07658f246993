import type { EvaluationTransition } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { manageInvalidates } from './manage-evaluation-keys.ts';

/**
 * POST /api/evaluations/transition {ids, action}: all or nothing. The page shows a refusal itself
 * (a 409 names the evaluation and the goals that miss a score).
 */
export function useMoveEvaluationsBulk(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: (move: Pick<EvaluationTransition, 'ids' | 'action'>) =>
      apiRequest(
        EVALUATIONS_ENDPOINTS.transition,
        { body: { ...move, reason: '' } },
        { redirectOnNotFound: false },
      ),
    invalidates: manageInvalidates,
    inlineError: true,
    onSuccess: (result) => {
      toastAnswer(result);
      onSuccess();
    },
  });
}
