import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

export function useRemoveHoliday(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(`/api/holidays/${id}`, { method: 'DELETE' }),
    invalidates: [['holidays'], ['work-maps']],
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: onDone,
  });
}
