import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

/** DELETE /api/travels/road-trips/receipts?id=. */
export function useRemoveTravelReceipt() {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(ROAD_TRIPS_ENDPOINTS.removeReceipt, { query: { id } }),
    invalidates,
    onSuccess: toastAnswer,
  });
}
