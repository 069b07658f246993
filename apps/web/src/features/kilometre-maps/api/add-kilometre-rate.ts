import type { NewKilometreRate } from '@quadro/contract/travels';
import { TRAVELS_ENDPOINTS } from '@quadro/contract/travels.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

const RATE_ADDED = 'The price per kilometre was added.';

/** POST /api/travels/kilometre-rates: a price from a day on; a refusal goes under its field. */
export function useAddKilometreRate() {
  return useAppMutation({
    mutationFn: (rate: NewKilometreRate) =>
      apiRequest(TRAVELS_ENDPOINTS.addKilometreRate, { body: rate }),
    invalidates,
    inlineError: true,
    successMessage: RATE_ADDED,
  });
}
