import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EvaluationCycle } from '@quadro/contract/evaluation-calls';
import { defaultCycleDates } from '@quadro/contract/evaluation-rules';
import { cycleStageText } from './cycle-stage.ts';

const cycle = (stage: EvaluationCycle['stage'], opened = true): EvaluationCycle => ({
  year: 2026,
  dates: defaultCycleDates(2026),
  opened,
  stage,
});

describe("the cycle's stage", () => {
  it('names the stage running and the day it closes', () => {
    assert.equal(cycleStageText(cycle('goals'), '2026-02-01'), 'Goal setting until 31/03/2026');
    assert.equal(
      cycleStageText(cycle('self'), '2026-12-05'),
      'Self-assessment open until 31/12/2026',
    );
    assert.equal(
      cycleStageText(cycle('evaluator'), '2027-01-05'),
      'Evaluator assessment until 31/01/2027',
    );
    assert.equal(
      cycleStageText(cycle('closed'), '2027-03-01'),
      'The 2026 cycle closed on 31/01/2027',
    );
  });

  it('says when the self-assessment opens while it is still ahead', () => {
    assert.equal(
      cycleStageText(cycle('self'), '2026-06-10'),
      'Self-assessment from 01/12/2026 until 31/12/2026',
    );
  });

  it('says a year not opened yet is not open', () => {
    assert.equal(
      cycleStageText(cycle('goals', false), '2026-02-01'),
      'The 2026 evaluation cycle is not open yet.',
    );
  });
});
