import { vacationBalanceSchema } from '@quadro/contract/vacations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';

/** GET /api/vacation/balance/employee/{id}?year=: for an approver deciding. */
export function useEmployeeBalance(employeeId: string, year: number) {
  return useQuery({
    queryKey: [...vacationKeys.all, 'balance', employeeId, year],
    queryFn: () =>
      apiRequest(`/api/vacation/balance/employee/${employeeId}?year=${year}`, {
        schema: vacationBalanceSchema,
      }),
  });
}
