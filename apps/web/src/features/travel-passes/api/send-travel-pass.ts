import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './travel-pass-keys.ts';
import { toastMessage } from './travel-pass-toast.ts';

export function useSendTravelPass() {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(TRAVEL_PASSES_ENDPOINTS.sendToApproval, { body: { id } }),
    invalidates,
    onSuccess: toastMessage,
  });
}
