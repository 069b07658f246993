import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { type Vacation, type VacationInput, vacationSchema } from '@quadro/contract/vacations';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './vacation-keys.ts';

export function useSaveVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: ({ id, ...input }: VacationInput & { id?: string }): Promise<Vacation> =>
      id
        ? apiRequest(`/api/vacation/${id}`, { method: 'PUT', json: input, schema: vacationSchema })
        : apiRequest('/api/vacation', { method: 'POST', json: input, schema: vacationSchema }),
    invalidates,
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: onDone,
  });
}
