import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';

export function useVacationClients() {
  return useQuery({
    queryKey: [...vacationKeys.all, 'clients'],
    queryFn: () => apiRequest(VACATIONS_ENDPOINTS.listVacationClients),
  });
}
