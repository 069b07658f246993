import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/**
 * POST /api/travels/road-trips/receipts/suggestion: the date and total a PDF's text suggests. A
 * file it cannot read suggests nothing; the add itself says what is wrong with it.
 */
export function useReceiptSuggestion() {
  return useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData();
      formData.append('file', file, file.name);
      return apiRequest(ROAD_TRIPS_ENDPOINTS.suggestFromReceipt, { formData });
    },
    meta: { inlineError: true },
  });
}
