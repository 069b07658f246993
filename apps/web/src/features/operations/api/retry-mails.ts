import { OPERATIONS_MESSAGES } from '@quadro/contract/operations';
import { OPERATIONS_ENDPOINTS } from '@quadro/contract/operations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { operationsKeys } from './operations-keys.ts';

/** POST /api/operations/failed-mails/retry (admin): back to the queue, sent within seconds. */
export function retryMails(ids: string[]) {
  return apiRequest(OPERATIONS_ENDPOINTS.retryMails, { body: { ids } });
}

export function useRetryMails(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: retryMails,
    invalidates: [operationsKeys.all],
    successMessage: OPERATIONS_MESSAGES.mailsRetried,
    onSuccess,
  });
}
