import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  anonymousAnswersVisible,
  averageScore,
  cycleDatesInOrder,
  defaultCycleDates,
  EVALUATION_ACTIONS,
  EVALUATION_STATES,
  type EvaluationAction,
  type EvaluationState,
  finalScore,
  formatScore,
  hasPermissionToManageMember,
  isAlreadyDone,
  needsComment,
  nextEvaluationState,
  weightsAddUp,
} from './evaluation-rules.ts';

describe('the final score', () => {
  it('is Σ(weight × score) ÷ 100 with two decimals', () => {
    assert.equal(
      finalScore([
        { weight: 50, score: 4 },
        { weight: 30, score: 3 },
        { weight: 20, score: 5 },
      ]),
      '3.90',
    );
    assert.equal(
      finalScore([
        { weight: 33, score: 4 },
        { weight: 33, score: 3 },
        { weight: 34, score: 2 },
      ]),
      '2.99',
    );
    assert.equal(finalScore([{ weight: 100, score: 5 }]), '5.00');
    assert.equal(finalScore([{ weight: 100, score: 1 }]), '1.00');
  });
  it('waits for every goal to be scored', () => {
    assert.equal(
      finalScore([
        { weight: 50, score: 4 },
        { weight: 50, score: null },
      ]),
      null,
    );
    assert.equal(finalScore([]), null);
  });
  it('reads with a decimal comma', () => {
    assert.equal(formatScore('3.90'), '3,90');
  });
  it('averages two decimals, rounded half up', () => {
    assert.equal(averageScore(['3.90', '2.99']), '3.45'); // 3.445 → 3.45
    assert.equal(averageScore(['1.00', '1.01']), '1.01'); // 1.005 → 1.01
    assert.equal(averageScore(['4.00', '4.00', '4.01']), '4.00'); // 4.0033 → 4.00
    assert.equal(averageScore([]), null);
  });
});

describe('the weights', () => {
  it('are whole percentages adding up to exactly 100 over 1 to 8 goals', () => {
    assert.equal(weightsAddUp([100]), true);
    assert.equal(weightsAddUp([50, 30, 20]), true);
    assert.equal(weightsAddUp([12, 12, 12, 12, 13, 13, 13, 13]), true);
    assert.equal(weightsAddUp([50, 30, 19]), false);
    assert.equal(weightsAddUp([50, 30, 21]), false);
    assert.equal(weightsAddUp([50.5, 49.5]), false);
    assert.equal(weightsAddUp([100, 0]), false);
    assert.equal(weightsAddUp([]), false);
    assert.equal(weightsAddUp([10, 10, 10, 10, 10, 10, 10, 10, 20]), false);
  });
});

describe('scores', () => {
  it('need a comment at 1 and 5 only', () => {
    assert.deepEqual([1, 2, 3, 4, 5].map(needsComment), [true, false, false, false, true]);
  });
});

describe('the transition table', () => {
  const table: Record<EvaluationAction, Partial<Record<EvaluationState, EvaluationState>>> = {
    startSelfAssessment: { GoalSetting: 'SelfAssessment' },
    submitSelfAssessment: { SelfAssessment: 'EvaluatorAssessment' },
    publish: { EvaluatorAssessment: 'Published' },
    unpublish: { Published: 'EvaluatorAssessment' },
    suspend: {
      GoalSetting: 'Suspended',
      SelfAssessment: 'Suspended',
      EvaluatorAssessment: 'Suspended',
    },
    resume: { Suspended: 'SelfAssessment' },
  };
  it('allows exactly the moves of the cycle, from every state', () => {
    for (const action of EVALUATION_ACTIONS) {
      for (const state of EVALUATION_STATES) {
        assert.equal(
          nextEvaluationState(state, action, 'SelfAssessment'),
          table[action][state],
          `${action} from ${state}`,
        );
      }
    }
  });
  it('resumes where the evaluation was suspended', () => {
    assert.equal(nextEvaluationState('Suspended', 'resume', 'GoalSetting'), 'GoalSetting');
    assert.equal(
      nextEvaluationState('Suspended', 'resume', 'EvaluatorAssessment'),
      'EvaluatorAssessment',
    );
  });
  it('never suspends a published evaluation', () => {
    assert.equal(nextEvaluationState('Published', 'suspend'), undefined);
  });
  it('knows a move already taken, so taking it again changes nothing', () => {
    assert.equal(isAlreadyDone('Published', 'publish'), true);
    assert.equal(isAlreadyDone('Suspended', 'suspend'), true);
    assert.equal(isAlreadyDone('EvaluatorAssessment', 'publish'), false);
    assert.equal(isAlreadyDone('GoalSetting', 'publish'), false);
  });
});

describe('hasPermissionToManageMember', () => {
  const cases: [string, boolean, string, string[], boolean][] = [
    // actor, is CTO, member, the team's evaluators that year, expected
    ['cto', true, 'ana', [], true],
    ['cto', true, 'cto', [], false],
    ['eva', false, 'ana', ['eva'], true],
    ['eva', false, 'ana', ['other'], false],
    ['eva', false, 'eva', ['eva', 'other'], false],
    ['ana', false, 'ana', [], false],
    ['ana', false, 'rui', [], false],
  ];
  for (const [actorId, isCto, memberId, evaluatorIds, expected] of cases) {
    it(`${actorId}${isCto ? ' (CTO)' : ''} on ${memberId}: ${expected}`, () => {
      assert.equal(
        hasPermissionToManageMember({ actorId, isCto, memberId, evaluatorIds }),
        expected,
      );
    });
  }
});

describe('the cycle', () => {
  it('closes goals on 31 March, self-assessment in December, the evaluator on 31 January next', () => {
    const dates = defaultCycleDates(2026);
    assert.deepEqual(dates, {
      goalsBy: '2026-03-31',
      selfAssessmentFrom: '2026-12-01',
      selfAssessmentBy: '2026-12-31',
      evaluatorAssessmentBy: '2027-01-31',
    });
    assert.equal(cycleDatesInOrder(dates), true);
    assert.equal(cycleDatesInOrder({ ...dates, goalsBy: '2026-12-15' }), false);
    assert.equal(cycleDatesInOrder({ ...dates, evaluatorAssessmentBy: '2026-12-31' }), false);
  });
  it('shows anonymous feedback only from two answers on', () => {
    assert.deepEqual([0, 1, 2, 3].map(anonymousAnswersVisible), [false, false, true, true]);
  });
});
