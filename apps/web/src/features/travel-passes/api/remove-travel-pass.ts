import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './travel-pass-keys.ts';
import { toastMessage } from './travel-pass-toast.ts';

export function useRemoveTravelPass() {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(TRAVEL_PASSES_ENDPOINTS.removePass, { params: { id } }),
    invalidates,
    onSuccess: toastMessage,
  });
}
