import { TRAVELS_ENDPOINTS } from '@quadro/contract/travels.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './travel-keys.ts';

/** POST /api/travels/kilometre-map/send {months: ['YYYY-MM']}: all of them or none. */
export function useSendKilometreMonths(onDone: () => void) {
  return useAppMutation({
    mutationFn: (months: string[]) =>
      apiRequest(TRAVELS_ENDPOINTS.sendKilometreMonths, { body: { months } }),
    invalidates,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
