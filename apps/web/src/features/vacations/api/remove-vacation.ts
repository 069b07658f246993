import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './vacation-keys.ts';

export function useRemoveVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(VACATIONS_ENDPOINTS.removeVacation, { params: { id } }),
    invalidates,
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: onDone,
  });
}
