import type { VacationDecision } from '@quadro/contract/vacations';
import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './vacation-keys.ts';

export function useDecideVacations(onDone: () => void) {
  return useAppMutation({
    mutationFn: (decision: VacationDecision) =>
      apiRequest(VACATIONS_ENDPOINTS.decideVacations, { body: decision }),
    invalidates,
    inlineError: true,
    onSuccess: onDone,
  });
}
