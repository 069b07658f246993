import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './travel-pass-keys.ts';
import { toastMessage } from './travel-pass-toast.ts';

/** Spec §7 POST /api/travel-pass: this month's pass. */
export function useAddTravelPass() {
  return useAppMutation({
    mutationFn: () => apiRequest(TRAVEL_PASSES_ENDPOINTS.addThisMonth),
    invalidates,
    onSuccess: toastMessage,
  });
}
