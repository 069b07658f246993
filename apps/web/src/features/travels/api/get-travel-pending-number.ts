import { KILOMETRE_MAPS_ENDPOINTS } from '@quadro/contract/kilometre-maps.endpoints';
import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelKeys } from '../../../components/travels/travel-keys.ts';

/**
 * GET /api/travels/pending-number and GET /api/travels/road-trips/pending-number: the kilometre
 * months and the road trips waiting for the signed-in decider (the menu badge).
 */
export const travelPendingQuery = queryOptions({
  queryKey: travelKeys.pending,
  queryFn: async () => {
    const [kilometreMonths, roadTrips] = await Promise.all([
      apiRequest(KILOMETRE_MAPS_ENDPOINTS.pendingNumber),
      apiRequest(ROAD_TRIPS_ENDPOINTS.pendingNumber),
    ]);
    return { kilometreMonths, roadTrips };
  },
});
