import { MONTHLY_TRIPS_ENDPOINTS } from '@quadro/contract/monthly-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

/**
 * POST /api/travels/monthly-trips/send {month}: spec §4, the trip justification has its own
 * loading, success and error states, shown by the section itself.
 */
export function useSendTripJustification() {
  return useAppMutation({
    mutationFn: (month: string) =>
      apiRequest(MONTHLY_TRIPS_ENDPOINTS.sendTripJustification, { body: { month } }),
    invalidates,
    inlineError: true,
  });
}
