import {
  type Holiday,
  type HolidayInput,
  holidayListSchema,
  holidaySchema,
} from '@quadro/contract/holidays';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

const holidaysKey = (year: number) => ['holidays', year] as const;

/** GET /api/holidays?year=: national (computed) and regional holidays, by date. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: holidaysKey(year),
    queryFn: () => apiRequest(`/api/holidays?year=${year}`, { schema: holidayListSchema }),
  });
}

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

export function useRemoveHoliday(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(`/api/holidays/${id}`, { method: 'DELETE' }),
    invalidates: [['holidays'], ['work-maps']],
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: onDone,
  });
}
