import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EvaluationRow } from '@quadro/contract/evaluation-calls';
import type { EvaluationState } from '@quadro/contract/evaluation-rules';
import { BULK_MOVES, idsForMove, moveQuestion, moveRefusal } from './manage-bulk-moves.ts';

const row = (id: string, state: EvaluationState, managed = true): EvaluationRow => ({
  id,
  year: 2026,
  state,
  suspendedFrom: null,
  member: { id: `m-${id}`, name: `Member ${id}` },
  team: null,
  goalsCount: 3,
  selfScore: null,
  finalScore: null,
  acknowledged: false,
  hasPermissionToManageMember: managed,
});

const rows = [
  row('a', 'GoalSetting'),
  row('b', 'EvaluatorAssessment'),
  row('c', 'EvaluatorAssessment', false),
  row('d', 'Published'),
  row('e', 'GoalSetting'),
];

describe('bulk moves on the manage list', () => {
  it('publishes only the picked evaluations in the evaluator assessment the user manages', () => {
    assert.deepEqual(idsForMove(rows, new Set(['a', 'b', 'c', 'd']), 'publish'), ['b']);
  });

  it('starts the self-assessment only of picked evaluations in goal setting', () => {
    assert.deepEqual(idsForMove(rows, new Set(['a', 'b', 'e']), 'startSelfAssessment'), ['a', 'e']);
    assert.deepEqual(idsForMove(rows, new Set(), 'startSelfAssessment'), []);
  });

  it('asks before moving, counting the evaluations', () => {
    const [start, publish] = BULK_MOVES;
    assert.equal(moveQuestion(publish, 3), 'Publish 3 evaluations?');
    assert.equal(moveQuestion(start, 1), 'Start the self-assessment of 1 evaluation?');
  });

  it('names the member of the evaluation a refusal points at', () => {
    const body = {
      error: 'conflict',
      message: 'Score every goal first: Goal 1',
      fields: [{ field: 'ids.1', message: 'Score every goal first: Goal 1' }],
    };
    assert.equal(
      moveRefusal(body, body.message, ['b', 'e'], rows),
      'Member e: Score every goal first: Goal 1',
    );
  });

  it('keeps the message as it is when it names no evaluation it knows', () => {
    assert.equal(moveRefusal({ message: 'Nope' }, 'Nope', ['b'], rows), 'Nope');
    assert.equal(
      moveRefusal({ fields: [{ field: 'ids.7', message: 'x' }] }, 'Refused', ['b'], rows),
      'Refused',
    );
    assert.equal(moveRefusal(undefined, 'Refused', ['b'], rows), 'Refused');
  });
});
