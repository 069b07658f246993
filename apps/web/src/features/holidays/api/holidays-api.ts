import type { Holiday, HolidayInput } from '@quadro/contract/holidays';
import { HOLIDAYS_ENDPOINTS } from '@quadro/contract/holidays.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

const holidaysKey = (year: number) => ['holidays', year] as const;

/** National (computed) and regional holidays of a year, by date. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: holidaysKey(year),
    queryFn: () => apiRequest(HOLIDAYS_ENDPOINTS.listHolidays, { query: { year } }),
  });
}

export function useSaveHoliday(onDone: () => void) {
  return useAppMutation({
    mutationFn: ({ id, ...input }: HolidayInput & { id?: string | null }): Promise<Holiday> =>
      id
        ? apiRequest(HOLIDAYS_ENDPOINTS.updateHoliday, { params: { id }, body: input })
        : apiRequest(HOLIDAYS_ENDPOINTS.createHoliday, { body: input }),
    invalidates: [['holidays'], ['work-maps']],
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: onDone,
  });
}

export function useRemoveHoliday(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(HOLIDAYS_ENDPOINTS.removeHoliday, { params: { id } }),
    invalidates: [['holidays'], ['work-maps']],
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: onDone,
  });
}
