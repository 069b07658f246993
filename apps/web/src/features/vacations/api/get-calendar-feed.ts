import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';

/** GET /api/vacation/feed: the signed-in person's secret calendar addresses. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: vacationKeys.feed,
    queryFn: () => apiRequest(VACATIONS_ENDPOINTS.calendarFeed),
  });
}
