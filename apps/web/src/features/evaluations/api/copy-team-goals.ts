import type { TeamGoalsWrite } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { manageInvalidates } from './manage-evaluation-keys.ts';

/** POST /api/evaluations/goals/copy: the same goals for every member still in goal setting. */
export function useCopyTeamGoals(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: (body: TeamGoalsWrite) =>
      apiRequest(EVALUATIONS_ENDPOINTS.copyTeamGoals, { body }, { redirectOnNotFound: false }),
    invalidates: manageInvalidates,
    inlineError: true,
    onSuccess: (result) => {
      toastAnswer(result);
      onSuccess();
    },
  });
}
