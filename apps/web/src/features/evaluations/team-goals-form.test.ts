import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EVALUATION_MESSAGES } from '@quadro/contract/evaluations';
import { emptyGoal, teamGoalsFormSchema, weightSum, weightSumText } from './team-goals-form.ts';

const goal = (weight: number) => ({ ...emptyGoal(weight), title: 'Ship', target: 'Two releases' });

describe('the copy-goals form', () => {
  it('adds up the weights typed so far, a blank one as nothing', () => {
    assert.equal(weightSum([{ weight: 60 }, { weight: 30 }, { weight: Number.NaN }]), 90);
    assert.equal(weightSumText(90), 'Weights: 90 of 100');
  });

  it("takes the contract's rule: weights adding up to exactly 100", () => {
    assert.equal(teamGoalsFormSchema.safeParse({ goals: [goal(60), goal(40)] }).success, true);
    const short = teamGoalsFormSchema.safeParse({ goals: [goal(60), goal(30)] });
    assert.equal(short.success, false);
    assert.equal(short.error?.issues[0]?.message, EVALUATION_MESSAGES.weights);
    assert.deepEqual(short.error?.issues[0]?.path, ['goals']);
  });

  it('asks for at least one goal', () => {
    const none = teamGoalsFormSchema.safeParse({ goals: [] });
    assert.equal(none.error?.issues[0]?.message, EVALUATION_MESSAGES.goalCount);
  });
});
