import type { TripJustificationApproval } from '@quadro/contract/monthly-trips';
import { MONTHLY_TRIPS_ENDPOINTS } from '@quadro/contract/monthly-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './travel-keys.ts';

/** PUT /api/travels/monthly-trips-justification/approval: all or none. */
export function useDecideTripJustifications(onDone: () => void) {
  return useAppMutation({
    mutationFn: (decision: TripJustificationApproval) =>
      apiRequest(MONTHLY_TRIPS_ENDPOINTS.decideTripJustifications, { body: decision }),
    invalidates,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
