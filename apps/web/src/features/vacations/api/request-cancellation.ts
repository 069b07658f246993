import { FAILURE_MESSAGES } from '@quadro/contract/messages';
import { type RequestCancellation, VACATION_MESSAGES } from '@quadro/contract/vacations';
import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './vacation-keys.ts';

export function useRequestCancellation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (input: RequestCancellation) =>
      apiRequest(VACATIONS_ENDPOINTS.requestCancellation, { body: input }),
    invalidates,
    successMessage: VACATION_MESSAGES.cancellationRequested,
    noDetailText: FAILURE_MESSAGES.serverWithoutDetail,
    onSuccess: onDone,
  });
}
