import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelKeys } from '../../../components/travels/travel-keys.ts';

const choicesKey = [...travelKeys.roadTrips, 'choices'] as const;

/** GET /api/travels/road-trips/choices: every client and the employee's own projects. */
export function useRoadTripChoices() {
  return useQuery({
    queryKey: [...choicesKey, 'mine'],
    queryFn: () => apiRequest(ROAD_TRIPS_ENDPOINTS.roadTripChoices),
  });
}

/** GET /api/travels/road-trips/manage/choices: every client and project, for finance to link. */
export function useManageRoadTripChoices() {
  return useQuery({
    queryKey: [...choicesKey, 'every'],
    queryFn: () => apiRequest(ROAD_TRIPS_ENDPOINTS.manageRoadTripChoices),
  });
}
