import { travelPassResultSchema } from '@quadro/contract/travel-passes';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './travel-pass-keys.ts';
import { toastMessage } from './travel-pass-toast.ts';

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
