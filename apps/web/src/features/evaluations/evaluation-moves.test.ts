import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { movesFrom, needsReason } from './evaluation-moves.ts';

describe('evaluation moves offered to a manager', () => {
  it('follows the transition table from each state', () => {
    assert.deepEqual(movesFrom('GoalSetting'), ['startSelfAssessment', 'suspend']);
    assert.deepEqual(movesFrom('SelfAssessment'), ['suspend']);
    assert.deepEqual(movesFrom('EvaluatorAssessment'), ['publish', 'suspend']);
    assert.deepEqual(movesFrom('Published'), ['unpublish']);
    assert.deepEqual(movesFrom('Suspended'), ['resume']);
  });

  it('asks a reason of suspend and unpublish only', () => {
    assert.equal(needsReason('suspend'), true);
    assert.equal(needsReason('unpublish'), true);
    assert.equal(needsReason('publish'), false);
    assert.equal(needsReason('resume'), false);
  });
});
