import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Account } from '@quadro/contract/account';
import { QueryClient } from '@tanstack/react-query';
import { watchedQueries } from '../../../app/api/query-reads.test-support.ts';
import { afterMutationSuccess } from '../../../app/api/use-app-mutation.ts';
import { currentAccountQuery } from '../../../app/auth/current-account.ts';
import { putCurrentAccount } from './account-change.ts';

const accountNamed = (nickname: string) => ({ id: 'u1', nickname }) as unknown as Account;

test('an account write puts the answered account in place of the one read, without reading it again', async () => {
  const queryClient = new QueryClient();
  const { reads, observe } = watchedQueries(queryClient);
  await observe(currentAccountQuery.queryKey, accountNamed('Bea'));
  reads.length = 0;

  await afterMutationSuccess(
    queryClient,
    { onSuccess: (account: Account) => putCurrentAccount(queryClient, account) },
    accountNamed('Bia'),
    undefined,
  );

  assert.deepEqual(reads, []);
  assert.deepEqual(queryClient.getQueryData(currentAccountQuery.queryKey), accountNamed('Bia'));
  queryClient.clear();
});
