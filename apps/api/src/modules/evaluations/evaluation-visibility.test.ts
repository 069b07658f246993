import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EVALUATION_STATES, type EvaluationState } from '@quadro/contract/evaluation-rules';
import { partsShownTo } from './evaluation-visibility.ts';

const stage = (state: EvaluationState, suspendedFrom: EvaluationState | null = null) => ({
  state,
  suspendedFrom,
});

describe('partsShownTo', () => {
  it('shows the member the evaluator’s parts only once published, whatever the state', () => {
    for (const state of EVALUATION_STATES) {
      assert.equal(partsShownTo(stage(state), { own: true }).evaluator, state === 'Published');
    }
    assert.equal(
      partsShownTo(stage('Suspended', 'EvaluatorAssessment'), { own: true }).evaluator,
      false,
    );
  });

  it('shows managers the evaluator’s parts (drafts included) and the self parts once sent', () => {
    assert.deepEqual(partsShownTo(stage('EvaluatorAssessment'), { own: false }), {
      self: true,
      selfScore: true,
      evaluator: true,
    });
    assert.deepEqual(partsShownTo(stage('SelfAssessment'), { own: false }), {
      self: false,
      selfScore: false,
      evaluator: true,
    });
    assert.equal(
      partsShownTo(stage('Suspended', 'EvaluatorAssessment'), { own: false }).selfScore,
      true,
    );
  });

  it('shows the member their own scores, and their self score once sent as to everybody', () => {
    assert.deepEqual(partsShownTo(stage('SelfAssessment'), { own: true }), {
      self: true,
      selfScore: false,
      evaluator: false,
    });
  });
});
