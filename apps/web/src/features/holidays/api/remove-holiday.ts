import { HOLIDAYS_ENDPOINTS } from '@quadro/contract/holidays.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { dropHoliday, holidayDependentKeys } from './holiday-cache.ts';

export function useRemoveHoliday(onDone: () => void) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(HOLIDAYS_ENDPOINTS.removeHoliday, { params: { id } }),
    invalidates: holidayDependentKeys,
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: (_answer, id) => {
      dropHoliday(queryClient, id);
      onDone();
    },
  });
}
