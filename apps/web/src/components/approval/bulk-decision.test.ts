import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bulkDecision } from './bulk-decision.ts';

test('an approval carries the ids and no reason, whatever was typed', () => {
  assert.deepEqual(bulkDecision('approve', ['a', 'b'], 'ignored'), {
    ids: ['a', 'b'],
    decision: 'approve',
  });
});

test('a rejection carries its reason without the blanks around it', () => {
  assert.deepEqual(bulkDecision('reject', ['a'], '  Wrong month \n'), {
    ids: ['a'],
    decision: 'reject',
    reason: 'Wrong month',
  });
});
