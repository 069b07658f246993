import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSelectable, pickedPlans } from './plan-selection.ts';

const plan = (id: string, status: string, editable: boolean) =>
  ({ id, status, editable }) as Parameters<typeof isSelectable>[0];

const PLANS = [
  plan('new', 'PENDING_SUBMISSION', true),
  plan('rejected', 'REJECTED', true),
  plan('waiting', 'PENDING_APPROVAL', false),
  plan('approved', 'APPROVED', false),
];

describe("finance's selection of plans", () => {
  it('picks any plan but an approved one', () => {
    assert.deepEqual(
      PLANS.filter(isSelectable).map((each) => each.id),
      ['new', 'rejected', 'waiting'],
    );
  });

  it('sends the editable picked plans and decides those waiting', () => {
    const { sendable, decidable } = pickedPlans(PLANS, new Set(['new', 'waiting', 'gone']));
    assert.deepEqual(
      sendable.map((each) => each.id),
      ['new'],
    );
    assert.deepEqual(
      decidable.map((each) => each.id),
      ['waiting'],
    );
  });
});
