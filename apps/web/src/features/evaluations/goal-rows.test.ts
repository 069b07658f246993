import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GoalView } from '@quadro/contract/evaluation-calls';
import { goalRowsOf, remainingWeight, weightsSum } from './goal-rows.ts';

describe('goal rows', () => {
  it('adds up the weights typed so far, a field not yet a number counting nothing', () => {
    assert.equal(weightsSum([40, 35, 25]), 100);
    assert.equal(weightsSum([40, '', null, Number.NaN, 10]), 50);
    assert.equal(weightsSum([]), 0);
  });

  it('gives a new goal what is left to reach 100, and nothing past it', () => {
    assert.equal(remainingWeight([60, 15]), 25);
    assert.equal(remainingWeight([60, 50]), 0);
  });

  it('starts from one goal weighing everything, or from the saved goals', () => {
    assert.deepEqual(goalRowsOf([]).goals, [
      { title: '', description: '', target: '', weight: 100 },
    ]);
    const saved: GoalView = {
      id: 'g',
      position: 0,
      title: 'Ship it',
      description: 'The release',
      target: 'By June',
      weight: 100,
      selfScore: 4,
      selfComment: null,
      evaluatorScore: null,
      evaluatorComment: null,
    };
    assert.deepEqual(goalRowsOf([saved]).goals, [
      { title: 'Ship it', description: 'The release', target: 'By June', weight: 100 },
    ]);
  });
});
