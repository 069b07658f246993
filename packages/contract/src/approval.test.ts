import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  approvalWorkflow,
  bulkDecisionSchema,
  DECISION_MAX_ITEMS,
  editableStatuses,
  isApprovalEditable,
} from './approval.ts';

describe('the one approval workflow', () => {
  it('lets an owner submit from the states they may edit in, and nothing else', () => {
    assert.deepEqual(approvalWorkflow().submit?.from, ['PendingSubmission', 'Rejected']);
    assert.deepEqual(approvalWorkflow({ reopenable: true }).submit?.from, [
      'PendingSubmission',
      'Rejected',
      'InModification',
    ]);
    assert.deepEqual(editableStatuses(), approvalWorkflow().submit?.from);
  });

  it("adds 'modify' for a reopenable kind only", () => {
    assert.equal(approvalWorkflow().modify, undefined);
    assert.deepEqual(approvalWorkflow({ reopenable: true }).modify, {
      from: ['PendingApproval', 'Approved'],
      to: 'InModification',
    });
  });

  it('keeps an item waiting or approved out of its owner’s hands', () => {
    assert.equal(isApprovalEditable('PendingApproval'), false);
    assert.equal(isApprovalEditable('Approved'), false);
    assert.equal(isApprovalEditable('InModification'), false);
    assert.equal(isApprovalEditable('InModification', { reopenable: true }), true);
  });
});

describe('the one bulk decision', () => {
  const schema = bulkDecisionSchema('Pick at least one month');
  const ids = (count: number) =>
    Array.from(
      { length: count },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
  const issues = (body: unknown) =>
    (schema.safeParse(body).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);

  it('takes up to the largest selection any kind took (1,000), and no more', () => {
    assert.equal(DECISION_MAX_ITEMS, 1000);
    assert.deepEqual(issues({ ids: ids(1000), decision: 'approve' }), []);
    assert.deepEqual(
      issues({ ids: ids(1001), decision: 'approve' }).map(([field]) => field),
      ['ids'],
    );
    assert.deepEqual(issues({ ids: [], decision: 'approve' }), [
      ['ids', 'Pick at least one month'],
    ]);
  });

  it('asks a rejection for its reason (rejectionReasonSchema) and ignores an approval’s', () => {
    assert.deepEqual(issues({ ids: ids(1), decision: 'reject' }), [['reason', 'Required']]);
    assert.deepEqual(issues({ ids: ids(1), decision: 'reject', reason: '   ' }), [
      ['reason', 'Required'],
    ]);
    assert.deepEqual(
      issues({ ids: ids(1), decision: 'reject', reason: 'x'.repeat(1001) }).length,
      1,
    );
    assert.deepEqual(issues({ ids: ids(1), decision: 'reject', reason: 'Missing receipts' }), []);
    assert.deepEqual(issues({ ids: ids(1), decision: 'approve', reason: '' }), []);
    assert.deepEqual(issues({ ids: ids(1) }), [['decision', 'Required']]);
  });
});
