import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';

/** Spec §7: GET /api/vacation/day-distribution/employee/{id}?currentYear={year}, [] on failure. */
export function useDayDistribution(employeeId: string | undefined, year: number) {
  return useQuery({
    queryKey: [...vacationKeys.all, 'distribution', employeeId, year],
    enabled: employeeId !== undefined,
    queryFn: () =>
      apiRequest(VACATIONS_ENDPOINTS.dayDistribution, {
        params: { id: employeeId ?? '' },
        query: { currentYear: year },
      }).catch(() => []),
  });
}
