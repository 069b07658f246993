import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';

/** GET /api/vacation/mine?year=: the employee's requests touching the year and its balance. */
export const myVacationsQuery = (year: number) =>
  queryOptions({
    queryKey: vacationKeys.mine(year),
    queryFn: () => apiRequest(VACATIONS_ENDPOINTS.listMyVacations, { query: { year } }),
  });
