import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDateTime } from '@quadro/contract/formatting';
import { approvalLevelsText } from './approval-levels-text.ts';

const at = '2026-11-10T10:00:00.000Z';
const decision = (level: number, verb: 'approve' | 'reject', name: string) => ({
  level,
  decision: verb,
  reason: verb === 'reject' ? 'Budget' : null,
  decidedBy: { id: `id-${name}`, name },
  decidedAt: at,
});

test('says nothing for a one-level kind', () => {
  assert.equal(approvalLevelsText({ count: 1, waitingFor: 1, decisions: [] }), '');
  assert.equal(approvalLevelsText(undefined), '');
});

test('names each level decided, who and when, and the level it waits for', () => {
  assert.equal(
    approvalLevelsText({ count: 2, waitingFor: 2, decisions: [decision(1, 'approve', 'Sofia')] }),
    `Level 1 approved by Sofia on ${formatDateTime(at)} · waiting for level 2 of 2`,
  );
  assert.equal(
    approvalLevelsText({
      count: 2,
      waitingFor: null,
      decisions: [decision(1, 'approve', 'Sofia'), decision(2, 'reject', 'Miguel')],
    }),
    `Level 1 approved by Sofia on ${formatDateTime(at)} · Level 2 rejected by Miguel on ${formatDateTime(at)}`,
  );
});
