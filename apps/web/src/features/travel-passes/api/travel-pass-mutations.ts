import type { TravelPassApprovalInput } from '@quadro/contract/travel-passes';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { travelPassKeys } from './travel-pass-queries.ts';

/** Every answer carries the spec's sentence: it is the toast. */
const toastMessage = (result: { message: string }) => toast.success(result.message);
const invalidates = [travelPassKeys.all] as const;

/** Spec §7 POST /api/travel-pass: this month's pass. */
export function useAddTravelPass() {
  return useAppMutation({
    mutationFn: () => apiRequest(TRAVEL_PASSES_ENDPOINTS.addThisMonth),
    invalidates,
    onSuccess: toastMessage,
  });
}

/** Spec §7 PUT /api/travel-pass/ (multipart id, attachment, value). */
export function useSaveTravelPass(onDone: () => void) {
  return useAppMutation({
    mutationFn: (input: { id: string; value: string; attachment: File | undefined }) => {
      const formData = new FormData();
      formData.append('id', input.id);
      if (input.attachment) formData.append('attachment', input.attachment, input.attachment.name);
      formData.append('value', input.value);
      return apiRequest(TRAVEL_PASSES_ENDPOINTS.updateMyPass, { formData });
    },
    invalidates,
    inlineError: true,
    onSuccess: (result) => {
      toastMessage(result);
      onDone();
    },
  });
}

export function useSendTravelPass() {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(TRAVEL_PASSES_ENDPOINTS.sendToApproval, { body: { id } }),
    invalidates,
    onSuccess: toastMessage,
  });
}

export function useRemoveTravelPass() {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(TRAVEL_PASSES_ENDPOINTS.removePass, { params: { id } }),
    invalidates,
    onSuccess: toastMessage,
  });
}

/** Spec §7 PUT /api/travel-pass/block-notification. */
export function useBlockNotification() {
  return useAppMutation({
    mutationFn: () => apiRequest(TRAVEL_PASSES_ENDPOINTS.blockNotification),
    invalidates,
    onSuccess: toastMessage,
  });
}

/** Spec §7 PUT /api/travel-pass/approval. */
export function useDecideTravelPass(onDone: () => void) {
  return useAppMutation({
    mutationFn: (decision: TravelPassApprovalInput) =>
      apiRequest(TRAVEL_PASSES_ENDPOINTS.decideTravelPass, { body: decision }),
    invalidates,
    inlineError: true,
    onSuccess: (result) => {
      toastMessage(result);
      onDone();
    },
  });
}
