import { HOLIDAYS_ENDPOINTS } from '@quadro/contract/holidays.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { holidaysKey } from './holiday-keys.ts';

/** GET /api/holidays?year=: national (computed) and regional holidays, by date. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: holidaysKey(year),
    queryFn: () => apiRequest(HOLIDAYS_ENDPOINTS.listHolidays, { query: { year } }),
  });
}
