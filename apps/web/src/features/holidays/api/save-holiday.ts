import { type Holiday, type HolidayInput, holidaySchema } from '@quadro/contract/holidays';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

export function useSaveHoliday(onDone: () => void) {
  return useAppMutation({
    mutationFn: ({ id, ...input }: HolidayInput & { id?: string | null }): Promise<Holiday> =>
      id
        ? apiRequest(`/api/holidays/${id}`, { method: 'PUT', json: input, schema: holidaySchema })
        : apiRequest('/api/holidays', { method: 'POST', json: input, schema: holidaySchema }),
    invalidates: [['holidays'], ['work-maps']],
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: onDone,
  });
}
