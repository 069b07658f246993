import type { SaveKilometreMap } from '@quadro/contract/kilometre-maps';
import { KILOMETRE_MAPS_ENDPOINTS } from '@quadro/contract/kilometre-maps.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import {
  kilometreMapListKeys,
  putTravelState,
} from '../../../components/travels/travel-state-cache.ts';

/**
 * PUT /api/travels/kilometre-map: the plate and the changed months; refusals go under fields. The
 * answer is the year's state, which replaces the one read.
 */
export function useSaveKilometreMap() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (map: SaveKilometreMap) =>
      apiRequest(KILOMETRE_MAPS_ENDPOINTS.saveKilometreMap, { body: map }),
    invalidates: kilometreMapListKeys,
    inlineError: true,
    onSuccess: (result) => {
      putTravelState(queryClient, result.state);
      toastAnswer(result);
    },
  });
}
