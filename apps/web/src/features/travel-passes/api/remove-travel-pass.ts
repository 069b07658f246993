import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './travel-pass-keys.ts';

export function useRemoveTravelPass() {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(TRAVEL_PASSES_ENDPOINTS.removePass, { params: { id } }),
    invalidates,
    onSuccess: toastAnswer,
  });
}
