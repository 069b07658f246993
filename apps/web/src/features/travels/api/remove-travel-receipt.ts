import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './travel-keys.ts';
import { toastMessage } from './travel-toast.ts';

/** DELETE /api/travels/road-trips/receipts?id=. */
export function useRemoveTravelReceipt() {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(ROAD_TRIPS_ENDPOINTS.removeReceipt, { query: { id } }),
    invalidates,
    onSuccess: toastMessage,
  });
}
