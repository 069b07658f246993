import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { vacationKeys } from './vacation-keys.ts';

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: () => apiRequest(VACATIONS_ENDPOINTS.regenerateCalendarFeed),
    successMessage: 'New calendar addresses made: the old ones no longer work.',
    onSuccess: (feed) => queryClient.setQueryData(vacationKeys.feed, feed),
  });
}
