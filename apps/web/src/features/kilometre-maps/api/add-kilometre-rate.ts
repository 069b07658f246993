import type { NewKilometreRate } from '@quadro/contract/kilometre-maps';
import { KILOMETRE_MAPS_ENDPOINTS } from '@quadro/contract/kilometre-maps.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

const RATE_ADDED = 'The price per kilometre was added.';

/** POST /api/travels/kilometre-rates: a price from a day on; a refusal goes under its field. */
export function useAddKilometreRate() {
  return useAppMutation({
    mutationFn: (rate: NewKilometreRate) =>
      apiRequest(KILOMETRE_MAPS_ENDPOINTS.addKilometreRate, { body: rate }),
    invalidates,
    inlineError: true,
    successMessage: RATE_ADDED,
  });
}
