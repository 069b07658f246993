import { HOLIDAYS_ENDPOINTS } from '@quadro/contract/holidays.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

export function useRemoveHoliday(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(HOLIDAYS_ENDPOINTS.removeHoliday, { params: { id } }),
    invalidates: [['holidays'], ['work-maps']],
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: onDone,
  });
}
