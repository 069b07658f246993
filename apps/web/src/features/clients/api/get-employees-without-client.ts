import { type KeyName, keyNameSchema } from '@quadro/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/clients/employees-without-client: who works for no client today. */
export const withoutClientQuery = queryOptions({
  queryKey: ['clients', 'without-client'],
  queryFn: (): Promise<KeyName[]> =>
    apiRequest('/api/clients/employees-without-client', { schema: z.array(keyNameSchema) }),
});

export function useEmployeesWithoutClient() {
  return useQuery(withoutClientQuery);
}
