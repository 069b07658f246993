import type { SaveKilometreMap } from '@quadro/contract/travels';
import { TRAVELS_ENDPOINTS } from '@quadro/contract/travels.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './travel-keys.ts';

/** PUT /api/travels/kilometre-map: the plate and the changed months; refusals go under fields. */
export function useSaveKilometreMap() {
  return useAppMutation({
    mutationFn: (map: SaveKilometreMap) =>
      apiRequest(TRAVELS_ENDPOINTS.saveKilometreMap, { body: map }),
    invalidates,
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
