import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EvaluationResult } from '@quadro/contract/evaluation-calls';
import { QueryClient } from '@tanstack/react-query';
import { watchedQueries } from '../../../app/api/query-reads.test-support.ts';
import { afterMutationSuccess } from '../../../app/api/use-app-mutation.ts';
import { evaluationListKeys, putEvaluation } from './evaluation-change.ts';
import { evaluationKeys } from './evaluation-keys.ts';

const detailKey = [...evaluationKeys.detail, 'e1'];
const resultOf = (status: string) =>
  ({ message: 'Saved', evaluation: { id: 'e1', status } }) as unknown as EvaluationResult;

test("an evaluation's answer replaces its detail, which is not read again; its lists are", async () => {
  const queryClient = new QueryClient();
  const { reads, observe } = watchedQueries(queryClient);
  await observe(detailKey, resultOf('SelfAssessment').evaluation);
  await observe(evaluationKeys.mine, []);
  reads.length = 0;

  await afterMutationSuccess(
    queryClient,
    {
      invalidates: evaluationListKeys,
      onSuccess: (result: EvaluationResult) => putEvaluation(queryClient, result),
    },
    resultOf('EvaluatorAssessment'),
    undefined,
  );

  assert.deepEqual(reads, [JSON.stringify(evaluationKeys.mine)]);
  assert.deepEqual(queryClient.getQueryData(detailKey), resultOf('EvaluatorAssessment').evaluation);
  queryClient.clear();
});
