import { travelPassResultSchema } from '@quadro/contract/travel-passes';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './travel-pass-keys.ts';
import { toastMessage } from './travel-pass-toast.ts';

/** Spec §7 POST /api/travel-pass: this month's pass. */
export function useAddTravelPass() {
  return useAppMutation({
    mutationFn: () =>
      apiRequest('/api/travel-pass', { method: 'POST', schema: travelPassResultSchema }),
    invalidates,
    onSuccess: toastMessage,
  });
}
