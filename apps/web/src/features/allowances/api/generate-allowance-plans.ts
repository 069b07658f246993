import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { allowanceKeys } from './allowance-keys.ts';

/** POST /api/allowances/generate {year}: the default plans of everyone still lacking one. */
export function generateAllowancePlans(year: number) {
  return apiRequest(ALLOWANCES_ENDPOINTS.generatePlans, { body: { year } });
}

export function useGenerateAllowancePlans(onDone: () => void) {
  return useAppMutation({
    mutationFn: generateAllowancePlans,
    invalidates: [allowanceKeys.all],
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
