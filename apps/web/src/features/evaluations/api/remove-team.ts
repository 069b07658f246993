import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { manageInvalidates } from './manage-evaluation-keys.ts';

/** DELETE /api/teams?id=: a team made by mistake. */
export function useRemoveTeam(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(
        EVALUATIONS_ENDPOINTS.removeTeam,
        { query: { id } },
        { redirectOnNotFound: false },
      ),
    invalidates: manageInvalidates,
    onSuccess: (result) => {
      toastAnswer(result);
      onSuccess();
    },
  });
}
