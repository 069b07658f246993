import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { putTravelPass, travelPassListKeys } from './travel-pass-cache.ts';

/** Spec §7 PUT /api/travel-pass/ (multipart id, attachment, value). */
export function useSaveTravelPass(onDone: () => void) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (input: { id: string; value: string; attachment: File | undefined }) => {
      const formData = new FormData();
      formData.append('id', input.id);
      if (input.attachment) formData.append('attachment', input.attachment, input.attachment.name);
      formData.append('value', input.value);
      return apiRequest(TRAVEL_PASSES_ENDPOINTS.updateMyPass, { formData });
    },
    invalidates: travelPassListKeys,
    inlineError: true,
    onSuccess: async (result) => {
      await putTravelPass(queryClient, result.travelPass);
      toastAnswer(result);
      onDone();
    },
  });
}
