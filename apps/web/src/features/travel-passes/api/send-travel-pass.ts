import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { putTravelPass, travelPassListKeys } from './travel-pass-cache.ts';

export function useSendTravelPass() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(TRAVEL_PASSES_ENDPOINTS.sendToApproval, { body: { id } }),
    invalidates: travelPassListKeys,
    onSuccess: async (result) => {
      await putTravelPass(queryClient, result.travelPass);
      toastAnswer(result);
    },
  });
}
