import {
  messageSchema,
  type TravelPassApprovalInput,
  travelPassResultSchema,
} from '@quadro/contract/travel-passes';
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
    mutationFn: () =>
      apiRequest('/api/travel-pass', { method: 'POST', schema: travelPassResultSchema }),
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
      return apiRequest('/api/travel-pass/', {
        method: 'PUT',
        formData,
        schema: travelPassResultSchema,
      });
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
      apiRequest('/api/travel-pass/send-to-approval', {
        method: 'PUT',
        json: { id },
        schema: travelPassResultSchema,
      }),
    invalidates,
    onSuccess: toastMessage,
  });
}

export function useRemoveTravelPass() {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/travel-pass/${id}`, { method: 'DELETE', schema: messageSchema }),
    invalidates,
    onSuccess: toastMessage,
  });
}

/** Spec §7 PUT /api/travel-pass/block-notification. */
export function useBlockNotification() {
  return useAppMutation({
    mutationFn: () =>
      apiRequest('/api/travel-pass/block-notification', { method: 'PUT', schema: messageSchema }),
    invalidates,
    onSuccess: toastMessage,
  });
}

/** Spec §7 PUT /api/travel-pass/approval. */
export function useDecideTravelPass(onDone: () => void) {
  return useAppMutation({
    mutationFn: (decision: TravelPassApprovalInput) =>
      apiRequest('/api/travel-pass/approval', {
        method: 'PUT',
        json: decision,
        schema: travelPassResultSchema,
      }),
    invalidates,
    inlineError: true,
    onSuccess: (result) => {
      toastMessage(result);
      onDone();
    },
  });
}
