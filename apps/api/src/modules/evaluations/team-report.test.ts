import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EvaluationRow } from '@quadro/contract/evaluation-calls';
import type { EvaluationState } from '@quadro/contract/evaluation-rules';
import {
  type ReportedEvaluation,
  signedDifference,
  teamReportSums,
  wholeScoreOf,
} from './team-report.ts';

let made = 0;
function reported(
  state: EvaluationState,
  scores: { self?: string; final?: string; goalsScored?: number; goalsAchieved?: number } = {},
): ReportedEvaluation {
  made += 1;
  const row: EvaluationRow = {
    id: `evaluation-${made}`,
    year: 2026,
    state,
    suspendedFrom: null,
    member: { id: `member-${made}`, name: `Member ${made}` },
    team: null,
    goalsCount: scores.goalsScored ?? 0,
    selfScore: scores.self ?? null,
    finalScore: scores.final ?? null,
    acknowledged: false,
    hasPermissionToManageMember: true,
  };
  return { row, goalsScored: scores.goalsScored ?? 0, goalsAchieved: scores.goalsAchieved ?? 0 };
}

describe('team report sums', () => {
  it('rounds a final score half up to a whole score', () => {
    assert.deepEqual(
      ['1.00', '1.49', '1.50', '2.50', '3.45', '4.49', '4.50', '5.00'].map(wholeScoreOf),
      [1, 1, 2, 3, 3, 4, 5, 5],
    );
  });

  it('signs the difference of two scores with two decimals', () => {
    assert.equal(signedDifference('3.75', '3.50'), '0.25');
    assert.equal(signedDifference('3.10', '3.50'), '-0.40');
    assert.equal(signedDifference('3.50', '3.50'), '0.00');
    assert.equal(signedDifference('1.00', '4.05'), '-3.05');
  });

  it('averages, spreads and counts goals over published evaluations only; progress counts every state', () => {
    const sums = teamReportSums([
      reported('Published', { self: '3.00', final: '3.50', goalsScored: 2, goalsAchieved: 2 }),
      reported('Published', { self: '2.00', final: '2.00', goalsScored: 3, goalsAchieved: 0 }),
      reported('Published', { self: '4.00', final: '5.00', goalsScored: 2, goalsAchieved: 2 }),
      reported('Suspended', { self: '5.00', final: '1.00', goalsScored: 2, goalsAchieved: 0 }),
      reported('EvaluatorAssessment', { self: '5.00', final: '5.00', goalsScored: 1 }),
      reported('GoalSetting'),
    ]);
    assert.deepEqual(sums.progress, {
      GoalSetting: 1,
      SelfAssessment: 0,
      EvaluatorAssessment: 1,
      Published: 3,
      Suspended: 1,
    });
    assert.equal(sums.averageFinalScore, '3.50');
    assert.equal(sums.averageSelfScore, '3.00');
    assert.equal(sums.selfEvaluatorGap, '-0.50');
    assert.deepEqual(
      sums.spread.map((bucket) => [bucket.score, bucket.label, bucket.count]),
      [
        [1, 'Insufficient', 0],
        [2, 'Needs improvement', 1],
        [3, 'Meets expectations', 0],
        [4, 'Exceeds expectations', 1],
        [5, 'Outstanding', 1],
      ],
    );
    assert.equal(sums.goalsAchieved, 4);
    assert.equal(sums.goalsScored, 7);
  });

  it('has no averages and no gap before anything is published', () => {
    const sums = teamReportSums([reported('Suspended', { self: '4.00', final: '4.00' })]);
    assert.equal(sums.averageFinalScore, null);
    assert.equal(sums.averageSelfScore, null);
    assert.equal(sums.selfEvaluatorGap, null);
    assert.ok(sums.spread.every((bucket) => bucket.count === 0));
  });
});
