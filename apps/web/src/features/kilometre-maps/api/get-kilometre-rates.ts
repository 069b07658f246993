import { KILOMETRE_MAPS_ENDPOINTS } from '@quadro/contract/kilometre-maps.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelKeys } from '../../../components/travels/travel-keys.ts';

/** GET /api/travels/kilometre-rates: the prices per kilometre and the days they start. */
export function useKilometreRates() {
  return useQuery({
    queryKey: travelKeys.rates,
    queryFn: () => apiRequest(KILOMETRE_MAPS_ENDPOINTS.listKilometreRates),
  });
}
