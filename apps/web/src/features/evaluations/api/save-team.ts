import type { TeamInput } from '@quadro/contract/evaluations';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { manageInvalidates } from './manage-evaluation-keys.ts';

/** POST /api/teams (no id) or PUT /api/teams: the team with all its periods; the form shows refusals. */
export function useSaveTeam(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: ({ id, ...body }: TeamInput & { id?: string }) =>
      id
        ? apiRequest(
            EVALUATIONS_ENDPOINTS.updateTeam,
            { body: { id, ...body } },
            { redirectOnNotFound: false },
          )
        : apiRequest(EVALUATIONS_ENDPOINTS.createTeam, { body }, { redirectOnNotFound: false }),
    invalidates: manageInvalidates,
    inlineError: true,
    onSuccess: (result) => {
      toastAnswer(result);
      onSuccess();
    },
  });
}
