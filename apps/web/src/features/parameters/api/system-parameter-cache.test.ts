import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SystemParameter } from '@quadro/contract/system-parameters';
import { QueryClient } from '@tanstack/react-query';
import { watchedQueries } from '../../../app/api/query-reads.test-support.ts';
import { afterMutationSuccess } from '../../../app/api/use-app-mutation.ts';
import { systemParametersQuery } from './get-system-parameters.ts';
import { putSystemParameter } from './system-parameter-cache.ts';

const parameterOf = (key: string, value: number) => ({ key, value }) as unknown as SystemParameter;

test('a changed parameter replaces its row; the list is not read again', async () => {
  const queryClient = new QueryClient();
  const { reads, observe } = watchedQueries(queryClient);
  await observe(systemParametersQuery.queryKey, [parameterOf('a', 1), parameterOf('b', 2)]);
  reads.length = 0;

  await afterMutationSuccess(
    queryClient,
    { onSuccess: (parameter: SystemParameter) => putSystemParameter(queryClient, parameter) },
    parameterOf('b', 3),
    undefined,
  );

  assert.deepEqual(reads, []);
  assert.deepEqual(queryClient.getQueryData(systemParametersQuery.queryKey), [
    parameterOf('a', 1),
    parameterOf('b', 3),
  ]);
  queryClient.clear();
});
