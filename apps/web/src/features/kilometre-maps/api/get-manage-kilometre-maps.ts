import type { ManageKilometreMapsQuery } from '@quadro/contract/kilometre-maps';
import { KILOMETRE_MAPS_ENDPOINTS } from '@quadro/contract/kilometre-maps.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelKeys } from '../../../components/travels/travel-keys.ts';

/** GET /api/travels/manage: finance's kilometre-map months, waiting ones first, and approved sums. */
export function useManageKilometreMaps(query: ManageKilometreMapsQuery) {
  return useQuery({
    queryKey: [...travelKeys.manage, query],
    queryFn: () => apiRequest(KILOMETRE_MAPS_ENDPOINTS.manageKilometreMaps, { query }),
    placeholderData: keepPreviousData,
  });
}
