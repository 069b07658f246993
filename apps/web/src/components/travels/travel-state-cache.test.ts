import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TravelState } from '@quadro/contract/travels';
import { QueryClient } from '@tanstack/react-query';
import { watchedQueries } from '../../app/api/query-reads.test-support.ts';
import { afterMutationSuccess } from '../../app/api/use-app-mutation.ts';
import { travelKeys } from './travel-keys.ts';
import { kilometreMapListKeys, putTravelState, travelStateKey } from './travel-state-cache.ts';

const stateOf = (year: number, numberOfMonthsToPlan: number) =>
  ({ year, numberOfMonthsToPlan }) as TravelState;

test("a kilometre-map answer replaces the year's state, which is not read again; finance's queue is", async () => {
  const queryClient = new QueryClient();
  const { reads, observe } = watchedQueries(queryClient);
  await observe(travelStateKey(2026), stateOf(2026, 5));
  await observe(travelStateKey(2025), stateOf(2025, 0));
  await observe([...travelKeys.manage, { year: 2026 }], { items: [] });
  reads.length = 0;

  await afterMutationSuccess(
    queryClient,
    {
      invalidates: kilometreMapListKeys,
      onSuccess: (state: TravelState) => putTravelState(queryClient, state),
    },
    stateOf(2026, 3),
    undefined,
  );

  assert.deepEqual(reads, [JSON.stringify([...travelKeys.manage, { year: 2026 }])]);
  assert.deepEqual(queryClient.getQueryData(travelStateKey(2026)), stateOf(2026, 3));
  assert.deepEqual(queryClient.getQueryData(travelStateKey(2025)), stateOf(2025, 0));
  queryClient.clear();
});
