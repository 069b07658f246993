import type { TravelPassApprovalInput } from '@quadro/contract/travel-passes';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './travel-pass-keys.ts';

/** Spec §7 PUT /api/travel-pass/approval. */
export function useDecideTravelPass(onDone: () => void) {
  return useAppMutation({
    mutationFn: (decision: TravelPassApprovalInput) =>
      apiRequest(TRAVEL_PASSES_ENDPOINTS.decideTravelPass, { body: decision }),
    invalidates,
    inlineError: true,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
