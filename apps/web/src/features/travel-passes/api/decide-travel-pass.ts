import {
  type TravelPassApprovalInput,
  travelPassResultSchema,
} from '@quadro/contract/travel-passes';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './travel-pass-keys.ts';
import { toastMessage } from './travel-pass-toast.ts';

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
