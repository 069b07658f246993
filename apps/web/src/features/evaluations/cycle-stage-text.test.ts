import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EvaluationCycle } from '@quadro/contract/evaluation-calls';
import { defaultCycleDates } from '@quadro/contract/evaluation-rules';
import { dayAndMonth, openNowText } from './cycle-stage-text.ts';

const cycle = (stage: EvaluationCycle['stage'], opened = true): EvaluationCycle => ({
  year: 2026,
  dates: defaultCycleDates(2026),
  opened,
  stage,
});

describe("what is open now in the year's cycle", () => {
  it('writes a day as day and month', () => {
    assert.equal(dayAndMonth('2026-12-31'), '31 December');
    assert.equal(dayAndMonth('2027-01-05'), '5 January');
  });

  it('names each stage with the day it closes', () => {
    assert.equal(openNowText(cycle('goals'), '2026-02-01'), 'Goals are being set until 31 March');
    assert.equal(
      openNowText(cycle('self'), '2026-12-02'),
      'Self-assessment open until 31 December',
    );
    assert.equal(
      openNowText(cycle('evaluator'), '2027-01-10'),
      'Evaluator assessment until 31 January',
    );
  });

  it('tells between stages when the self-assessment opens, and after them that it closed', () => {
    assert.equal(openNowText(cycle('closed'), '2026-06-01'), 'Self-assessment opens on 1 December');
    assert.equal(openNowText(cycle('closed'), '2027-03-01'), 'The 2026 evaluation cycle is closed');
  });

  it('says so when the year is not open', () => {
    assert.equal(
      openNowText(cycle('goals', false), '2026-02-01'),
      'The 2026 evaluation cycle is not open yet',
    );
  });
});
