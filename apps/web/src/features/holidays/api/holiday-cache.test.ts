import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Holiday } from '@quadro/contract/holidays';
import { QueryClient } from '@tanstack/react-query';
import { watchedQueries } from '../../../app/api/query-reads.test-support.ts';
import { afterMutationSuccess } from '../../../app/api/use-app-mutation.ts';
import { dropHoliday, holidayDependentKeys, putHoliday } from './holiday-cache.ts';
import { holidaysKey } from './holiday-keys.ts';

const holiday = (id: string | null, date: string, scope: Holiday['scope'] = 'regional') =>
  ({ id, date, name: id ?? date, scope, region: null }) as Holiday;
const workMapsKey = ['work-maps', 'mine'];

async function watchedYears() {
  const queryClient = new QueryClient();
  const watched = watchedQueries(queryClient);
  await watched.observe(holidaysKey(2026), [
    holiday(null, '2026-01-01', 'national'),
    holiday('h1', '2026-06-13'),
    holiday(null, '2026-12-25', 'national'),
  ]);
  await watched.observe(holidaysKey(2027), [holiday(null, '2027-01-01', 'national')]);
  await watched.observe(workMapsKey, []);
  watched.reads.length = 0;
  return { queryClient, reads: watched.reads };
}

const idsIn = (queryClient: QueryClient, year: number) =>
  queryClient.getQueryData<Holiday[]>(holidaysKey(year))?.map((item) => item.id ?? item.date);

test('a saved holiday goes into its year by date; the holidays are not read again, the work maps are', async () => {
  const { queryClient, reads } = await watchedYears();

  await afterMutationSuccess(
    queryClient,
    {
      invalidates: holidayDependentKeys,
      onSuccess: (saved: Holiday) => putHoliday(queryClient, saved),
    },
    holiday('h2', '2026-06-13'),
    undefined,
  );

  assert.deepEqual(reads, [JSON.stringify(workMapsKey)]);
  assert.deepEqual(idsIn(queryClient, 2026), ['2026-01-01', 'h1', 'h2', '2026-12-25']);
  queryClient.clear();
});

test('a holiday moved to another year leaves the one it was in', async () => {
  const { queryClient } = await watchedYears();

  putHoliday(queryClient, holiday('h1', '2027-02-01'));

  assert.deepEqual(idsIn(queryClient, 2026), ['2026-01-01', '2026-12-25']);
  assert.deepEqual(idsIn(queryClient, 2027), ['2027-01-01', 'h1']);
  queryClient.clear();
});

test('a removed holiday leaves its year without a read', async () => {
  const { queryClient, reads } = await watchedYears();

  dropHoliday(queryClient, 'h1');

  assert.deepEqual(reads, []);
  assert.deepEqual(idsIn(queryClient, 2026), ['2026-01-01', '2026-12-25']);
  queryClient.clear();
});
