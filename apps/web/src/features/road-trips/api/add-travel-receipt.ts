import type { TravelReceiptFields } from '@quadro/contract/road-trips';
import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

/** POST /api/travels/road-trips/receipts (multipart fields and file); refusals go under fields. */
export function useAddTravelReceipt() {
  return useAppMutation({
    mutationFn: ({ fields, file }: { fields: TravelReceiptFields; file: File | undefined }) => {
      const formData = new FormData();
      for (const [name, value] of Object.entries(fields)) formData.append(name, value);
      if (file) formData.append('file', file, file.name);
      return apiRequest(ROAD_TRIPS_ENDPOINTS.addReceipt, { formData });
    },
    invalidates,
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
