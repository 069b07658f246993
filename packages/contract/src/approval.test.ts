import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { approvalWorkflow, editableStatuses, isApprovalEditable } from './approval.ts';

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
