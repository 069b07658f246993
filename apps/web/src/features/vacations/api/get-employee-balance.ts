import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';

/** GET /api/vacation/balance/employee/{id}?year=: for an approver deciding. */
export function useEmployeeBalance(employeeId: string, year: number) {
  return useQuery({
    queryKey: [...vacationKeys.all, 'balance', employeeId, year],
    queryFn: () =>
      apiRequest(VACATIONS_ENDPOINTS.employeeBalance, {
        params: { id: employeeId },
        query: { year },
      }),
  });
}
