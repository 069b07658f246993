import type { KilometreMapApproval } from '@quadro/contract/travels';
import { TRAVELS_ENDPOINTS } from '@quadro/contract/travels.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './travel-keys.ts';

/** PUT /api/travels/approval {ids, decision, reason}: all or none; a refusal is the server's toast. */
export function useDecideKilometreMonths(onDone: () => void) {
  return useAppMutation({
    mutationFn: (decision: KilometreMapApproval) =>
      apiRequest(TRAVELS_ENDPOINTS.decideKilometreMonths, { body: decision }),
    invalidates,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
