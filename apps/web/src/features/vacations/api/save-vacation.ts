import { TABLE_MESSAGES } from '@quadro/contract/messages';
import type { Vacation, VacationInput } from '@quadro/contract/vacations';
import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './vacation-keys.ts';

export function useSaveVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: ({ id, ...input }: VacationInput & { id?: string }): Promise<Vacation> =>
      id
        ? apiRequest(VACATIONS_ENDPOINTS.updateVacation, { params: { id }, body: input })
        : apiRequest(VACATIONS_ENDPOINTS.createVacation, { body: input }),
    invalidates,
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: onDone,
  });
}
