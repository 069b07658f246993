import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';

const clientListSchema = z.array(z.object({ id: z.string(), name: z.string() }));

export function useVacationClients() {
  return useQuery({
    queryKey: [...vacationKeys.all, 'clients'],
    queryFn: () => apiRequest('/api/vacation/clients', { schema: clientListSchema }),
  });
}
