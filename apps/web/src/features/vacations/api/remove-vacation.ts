import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './vacation-keys.ts';

export function useRemoveVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(`/api/vacation/${id}`, { method: 'DELETE' }),
    invalidates,
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: onDone,
  });
}
