import type { ManageRoadTripsQuery } from '@quadro/contract/road-trips';
import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelKeys } from '../../../components/travels/travel-keys.ts';

/** GET /api/travels/road-trips/manage: finance's road trips, waiting ones first, approved euros. */
export function useManageRoadTrips(query: ManageRoadTripsQuery) {
  return useQuery({
    queryKey: [...travelKeys.roadTrips, query],
    queryFn: () => apiRequest(ROAD_TRIPS_ENDPOINTS.manageRoadTrips, { query }),
    placeholderData: keepPreviousData,
  });
}
