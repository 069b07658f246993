import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GoalView } from '@quadro/contract/evaluation-calls';
import {
  formFieldOf,
  scoreRowsOf,
  scoreRowsSchema,
  scoresToSend,
  unscoredRows,
} from './score-rows.ts';

const goal = (id: string, scores: Partial<GoalView> = {}): GoalView => ({
  id,
  position: 0,
  title: `Goal ${id}`,
  description: '',
  target: 'Target',
  weight: 50,
  selfScore: null,
  selfComment: null,
  evaluatorScore: null,
  evaluatorComment: null,
  ...scores,
});

describe('score rows', () => {
  it('starts the self-assessment from the own scores and the assessment from the evaluator ones', () => {
    const goals = [
      goal('a', { selfScore: 4, selfComment: 'Did it', evaluatorScore: 3 }),
      goal('b', { evaluatorScore: 5, evaluatorComment: 'Great' }),
    ];
    assert.deepEqual(scoreRowsOf(goals, 'self').scores, [
      { goalId: 'a', score: 4, comment: 'Did it' },
      { goalId: 'b', score: null, comment: '' },
    ]);
    assert.deepEqual(scoreRowsOf(goals, 'evaluator').scores, [
      { goalId: 'a', score: 3, comment: '' },
      { goalId: 'b', score: 5, comment: 'Great' },
    ]);
  });

  it('sends the scored rows only, trimmed, and knows which form row each was', () => {
    const rows = [
      { goalId: 'a', score: null, comment: '' },
      { goalId: 'b', score: 2, comment: ' so so ' },
      { goalId: 'c', score: null, comment: 'later' },
      { goalId: 'd', score: 5, comment: 'Top' },
    ];
    assert.deepEqual(scoresToSend(rows), {
      scores: [
        { goalId: 'b', score: 2, comment: 'so so' },
        { goalId: 'd', score: 5, comment: 'Top' },
      ],
      rowIndexes: [1, 3],
    });
    assert.deepEqual(unscoredRows(rows), [0, 2]);
  });

  it("names the API's refused score by the form's row", () => {
    assert.equal(formFieldOf('scores.1.comment', [1, 3]), 'scores.3.comment');
    assert.equal(formFieldOf('scores.0', [1, 3]), 'scores.1');
    assert.equal(formFieldOf('scores.7.comment', [1, 3]), 'scores.7.comment');
    assert.equal(formFieldOf('overallComment', [1, 3]), 'overallComment');
  });

  it('asks a comment of a 1 or a 5 and lets an unscored draft row pass', () => {
    const check = (score: number | null, comment: string) =>
      scoreRowsSchema.safeParse({ scores: [{ goalId: 'a', score, comment }] });
    const refused = check(5, '  ');
    assert.equal(refused.success, false);
    assert.deepEqual(refused.error?.issues[0]?.path, ['scores', 0, 'comment']);
    assert.equal(refused.error?.issues[0]?.message, 'A score of 5 (Outstanding) needs a comment');
    assert.equal(check(1, '').success, false);
    assert.equal(check(3, '').success, true);
    assert.equal(check(null, '').success, true);
    assert.equal(check(1, 'Missed it').success, true);
  });
});
