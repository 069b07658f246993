import { VACATION_MESSAGES } from '@quadro/contract/vacations';
import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './vacation-keys.ts';

export function useSendVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(VACATIONS_ENDPOINTS.sendToApproval, { body: { id } }),
    invalidates,
    successMessage: VACATION_MESSAGES.sent,
    onSuccess: onDone,
  });
}
