import { VACATION_MESSAGES, vacationSchema } from '@quadro/contract/vacations';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './vacation-keys.ts';

export function useSendVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest('/api/vacation/send-to-approval', {
        method: 'PUT',
        json: { id },
        schema: vacationSchema,
      }),
    invalidates,
    successMessage: VACATION_MESSAGES.sent,
    onSuccess: onDone,
  });
}
