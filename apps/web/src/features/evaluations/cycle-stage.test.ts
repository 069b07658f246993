import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EvaluationCycle } from '@quadro/contract/evaluation-calls';
import { defaultCycleDates } from '@quadro/contract/evaluation-rules';
import { cycleStageText, dayAndMonth } from './cycle-stage.ts';

const cycle = (stage: EvaluationCycle['stage'], opened = true): EvaluationCycle => ({
  year: 2026,
  dates: defaultCycleDates(2026),
  opened,
  stage,
});

describe("the cycle's stage", () => {
  it('writes a day as day and month', () => {
    assert.equal(dayAndMonth('2026-12-31'), '31 December');
    assert.equal(dayAndMonth('2027-01-05'), '5 January');
  });

  it('names the stage running and the day it closes', () => {
    assert.equal(
      cycleStageText(cycle('goals'), '2026-02-01'),
      'Goals are being set until 31 March',
    );
    assert.equal(
      cycleStageText(cycle('self'), '2026-12-05'),
      'Self-assessment open until 31 December',
    );
    assert.equal(
      cycleStageText(cycle('evaluator'), '2027-01-05'),
      'Evaluator assessment until 31 January',
    );
    assert.equal(
      cycleStageText(cycle('closed'), '2027-03-01'),
      'The 2026 evaluation cycle is closed',
    );
  });

  it('says when the self-assessment opens while it is still ahead', () => {
    assert.equal(
      cycleStageText(cycle('self'), '2026-06-10'),
      'Self-assessment from 1 December until 31 December',
    );
  });

  it('says a year not opened yet is not open', () => {
    assert.equal(
      cycleStageText(cycle('goals', false), '2026-02-01'),
      'The 2026 evaluation cycle is not open yet',
    );
  });
});
