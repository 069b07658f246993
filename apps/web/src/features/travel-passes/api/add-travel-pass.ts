import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './travel-pass-keys.ts';

/** Spec §7 POST /api/travel-pass: this month's pass. */
export function useAddTravelPass() {
  return useAppMutation({
    mutationFn: () => apiRequest(TRAVEL_PASSES_ENDPOINTS.addThisMonth),
    invalidates,
    onSuccess: toastAnswer,
  });
}
