import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readManageEvaluationFilters, stateOptions, yearOf } from './manage-evaluations-filters.ts';

const TEAM = '0b7c6a36-3a5e-4bb8-9b8e-2c1f0e7d9a10';

describe('the evaluations tab reads its filters from the URL', () => {
  it('defaults to this year, every team and state, the first page', () => {
    assert.deepEqual(readManageEvaluationFilters(new URLSearchParams(), 2026), {
      year: 2026,
      teamId: undefined,
      state: undefined,
      page: 1,
      pageSize: 20,
    });
  });

  it('keeps a year, a team, a state and a page it knows', () => {
    const params = new URLSearchParams({
      year: '2025',
      teamId: TEAM,
      state: 'Published',
      page: '3',
    });
    assert.deepEqual(readManageEvaluationFilters(params, 2026), {
      year: 2025,
      teamId: TEAM,
      state: 'Published',
      page: 3,
      pageSize: 20,
    });
  });

  it('drops what it does not know rather than sending it', () => {
    const params = new URLSearchParams({ year: 'abc', teamId: 'x', state: 'Done', page: '0' });
    const filters = readManageEvaluationFilters(params, 2026);
    assert.equal(filters.year, 2026);
    assert.equal(filters.teamId, undefined);
    assert.equal(filters.state, undefined);
    assert.equal(filters.page, 1);
  });
});

describe('yearOf', () => {
  it('takes four digits only', () => {
    assert.equal(yearOf('2026'), 2026);
    assert.equal(yearOf('26'), undefined);
    assert.equal(yearOf('2e03'), undefined);
    assert.equal(yearOf(' 2026'), undefined);
    assert.equal(yearOf(undefined), undefined);
  });
});

describe('stateOptions', () => {
  it('names each state with its count, in the cycle order', () => {
    const options = stateOptions({
      GoalSetting: 4,
      SelfAssessment: 0,
      EvaluatorAssessment: 2,
      Published: 1,
      Suspended: 0,
    });
    assert.deepEqual(
      options.map((option) => option.label),
      [
        'Goal Setting (4)',
        'Self-Assessment (0)',
        'Evaluator Assessment (2)',
        'Published (1)',
        'Suspended (0)',
      ],
    );
    assert.equal(stateOptions(undefined)[0]?.label, 'Goal Setting (0)');
  });
});
