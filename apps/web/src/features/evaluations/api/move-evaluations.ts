import type { EvaluationTransition } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './evaluation-keys.ts';

type Move = Omit<EvaluationTransition, 'reason'> & { reason?: string };

/** POST /api/evaluations/transition: start, publish, unpublish, suspend or resume (all or none). */
export function useMoveEvaluations() {
  return useAppMutation({
    mutationFn: (move: Move) =>
      apiRequest(EVALUATIONS_ENDPOINTS.transition, { body: { reason: '', ...move } }),
    invalidates,
    onSuccess: toastAnswer,
  });
}
