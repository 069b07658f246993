import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TravelPass, TravelPassPage } from '@quadro/contract/travel-passes';
import { QueryClient } from '@tanstack/react-query';
import { watchedQueries } from '../../../app/api/query-reads.test-support.ts';
import { afterMutationSuccess } from '../../../app/api/use-app-mutation.ts';
import { putTravelPass, travelPassListKeys } from './travel-pass-cache.ts';
import { travelPassKeys } from './travel-pass-keys.ts';

const pass = (status: string) => ({ id: 'p1', month: '2026-11', status }) as TravelPass;
const pageOf = (...items: TravelPass[]) => ({ items, total: items.length }) as TravelPassPage;
const mineKey = (filter: string) => [...travelPassKeys.mine, { page: 0, pageSize: 10, filter }];
const queueKey = [...travelPassKeys.manage, { page: 0 }];

test("a pass's answer replaces its row in the holder's pages; HR's queue and filtered pages are read again", async () => {
  const queryClient = new QueryClient();
  const { reads, observe } = watchedQueries(queryClient);
  await observe(mineKey(''), pageOf(pass('Draft')));
  await observe(mineKey('draft'), pageOf(pass('Draft')));
  await observe(queueKey, pageOf());
  reads.length = 0;

  await afterMutationSuccess(
    queryClient,
    {
      invalidates: travelPassListKeys,
      onSuccess: (result: { travelPass: TravelPass }) =>
        putTravelPass(queryClient, result.travelPass),
    },
    { travelPass: pass('Sent') },
    undefined,
  );

  assert.deepEqual(
    reads.sort(),
    [JSON.stringify(mineKey('draft')), JSON.stringify(queueKey)].sort(),
  );
  assert.deepEqual(queryClient.getQueryData(mineKey('')), pageOf(pass('Sent')));
  queryClient.clear();
});
