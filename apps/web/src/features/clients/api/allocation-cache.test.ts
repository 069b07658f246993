import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ClientAllocation } from '@quadro/contract/clients';
import { QueryClient } from '@tanstack/react-query';
import { watchedQueries } from '../../../app/api/query-reads.test-support.ts';
import { afterMutationSuccess } from '../../../app/api/use-app-mutation.ts';
import { dropAllocation, putAllocation, refreshAllocationCounts } from './allocation-cache.ts';
import { clientQuery } from './get-client.ts';
import { clientsQuery } from './get-clients.ts';
import { withoutClientQuery } from './get-employees-without-client.ts';

const allocation = (id: string, started_at: string, employee_name: string) =>
  ({
    id,
    client_id: 'c1',
    employee_id: id,
    employee_name,
    started_at,
    ended_at: null,
  }) as ClientAllocation;
const detailKey = clientQuery('c1').queryKey;

async function openAllocations() {
  const queryClient = new QueryClient();
  const watched = watchedQueries(queryClient);
  await watched.observe(clientsQuery.queryKey, []);
  await watched.observe(withoutClientQuery.queryKey, []);
  await watched.observe(detailKey, {
    id: 'c1',
    allocations: [allocation('a1', '2026-01-01', 'Bruno'), allocation('a2', '2026-03-01', 'Ana')],
  });
  watched.reads.length = 0;
  return { queryClient, reads: watched.reads };
}

const idsIn = (queryClient: QueryClient) =>
  queryClient.getQueryData(detailKey)?.allocations.map((item) => item.id);

test("an added allocation joins its client's list in order; the counts are read again, the list is not", async () => {
  const { queryClient, reads } = await openAllocations();

  await afterMutationSuccess(
    queryClient,
    {
      onSuccess: async (added: ClientAllocation) => {
        putAllocation(queryClient, added);
        await refreshAllocationCounts(queryClient);
      },
    },
    allocation('a3', '2026-01-01', 'Amélia'),
    undefined,
  );

  assert.deepEqual(
    reads.sort(),
    [JSON.stringify(clientsQuery.queryKey), JSON.stringify(withoutClientQuery.queryKey)].sort(),
  );
  assert.deepEqual(idsIn(queryClient), ['a3', 'a1', 'a2']);
  queryClient.clear();
});

test("a removed allocation leaves its client's list without a read", async () => {
  const { queryClient, reads } = await openAllocations();

  dropAllocation(queryClient, 'c1', 'a1');

  assert.deepEqual(reads, []);
  assert.deepEqual(idsIn(queryClient), ['a2']);
  queryClient.clear();
});
