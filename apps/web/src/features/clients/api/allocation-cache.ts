import type { ClientAllocation, ClientDetails } from '@quadro/contract/clients';
import type { QueryClient } from '@tanstack/react-query';
import { clientQuery } from './get-client.ts';
import { clientsQuery } from './get-clients.ts';
import { withoutClientQuery } from './get-employees-without-client.ts';

/** As the server lists them: by start, then by the employee's name. */
const byStartThenName = (a: ClientAllocation, b: ClientAllocation) =>
  a.started_at.localeCompare(b.started_at) || a.employee_name.localeCompare(b.employee_name);

function changeAllocations(
  queryClient: QueryClient,
  clientId: string,
  change: (allocations: ClientAllocation[]) => ClientAllocation[],
): void {
  queryClient.setQueryData<ClientDetails>(
    clientQuery(clientId).queryKey,
    (details) => details && { ...details, allocations: change(details.allocations) },
  );
}

/** An allocation as answered, in its client's list, which is not read again. */
export function putAllocation(queryClient: QueryClient, allocation: ClientAllocation): void {
  changeAllocations(queryClient, allocation.client_id, (allocations) =>
    [...allocations.filter((item) => item.id !== allocation.id), allocation].sort(byStartThenName),
  );
}

export function dropAllocation(queryClient: QueryClient, clientId: string, id: string): void {
  changeAllocations(queryClient, clientId, (allocations) =>
    allocations.filter((item) => item.id !== id),
  );
}

/**
 * What an allocation moves that its answer cannot say: who works for each client today (the
 * clients' rows), who works for none, and the employees' own client.
 */
export function refreshAllocationCounts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: clientsQuery.queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: withoutClientQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['employees'] }),
  ]);
}
