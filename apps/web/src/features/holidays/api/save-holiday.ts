import type { Holiday, HolidayInput } from '@quadro/contract/holidays';
import { HOLIDAYS_ENDPOINTS } from '@quadro/contract/holidays.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { holidayDependentKeys, putHoliday } from './holiday-cache.ts';

export function useSaveHoliday(onDone: () => void) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: ({ id, ...input }: HolidayInput & { id?: string | null }): Promise<Holiday> =>
      id
        ? apiRequest(HOLIDAYS_ENDPOINTS.updateHoliday, { params: { id }, body: input })
        : apiRequest(HOLIDAYS_ENDPOINTS.createHoliday, { body: input }),
    invalidates: holidayDependentKeys,
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: (holiday) => {
      putHoliday(queryClient, holiday);
      onDone();
    },
  });
}
