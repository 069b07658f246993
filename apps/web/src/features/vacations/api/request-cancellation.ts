import {
  type RequestCancellation,
  VACATION_MESSAGES,
  vacationSchema,
} from '@quadro/contract/vacations';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './vacation-keys.ts';

export function useRequestCancellation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (input: RequestCancellation) =>
      apiRequest('/api/vacation/request-cancellation', {
        method: 'PUT',
        json: input,
        schema: vacationSchema,
      }),
    invalidates,
    successMessage: VACATION_MESSAGES.cancellationRequested,
    onSuccess: onDone,
  });
}
