import { messageSchema } from '@quadro/contract/travel-passes';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './travel-pass-keys.ts';
import { toastMessage } from './travel-pass-toast.ts';

export function useRemoveTravelPass() {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/travel-pass/${id}`, { method: 'DELETE', schema: messageSchema }),
    invalidates,
    onSuccess: toastMessage,
  });
}
