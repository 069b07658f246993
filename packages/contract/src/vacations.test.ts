import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VACATION_MESSAGES, vacationInputSchema } from './vacations.ts';

const issuesOf = (input: object) => {
  const parsed = vacationInputSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('vacationInputSchema', () => {
  it('takes a period, or one half day, defaulting to whole days', () => {
    assert.deepEqual(vacationInputSchema.parse({ start: '2026-12-21', end: '2026-12-31' }), {
      start: '2026-12-21',
      end: '2026-12-31',
      halfDay: false,
    });
    assert.deepEqual(issuesOf({ start: '2026-12-02', end: '2026-12-02', halfDay: true }), []);
  });

  it('names the field of each refusal', () => {
    assert.deepEqual(issuesOf({ start: '2026-12-10', end: '2026-12-09' }), [
      ['end', VACATION_MESSAGES.endBeforeStart],
    ]);
    assert.deepEqual(issuesOf({ start: '2026-12-10', end: '2026-12-11', halfDay: true }), [
      ['end', VACATION_MESSAGES.halfDayOneDay],
    ]);
    assert.deepEqual(issuesOf({ start: '2026-01-01', end: '2026-03-02' }), [
      ['end', VACATION_MESSAGES.tooLong],
    ]);
    assert.deepEqual(issuesOf({ start: '', end: '2026-12-11' }), [['start', 'Required']]);
    assert.deepEqual(issuesOf({ start: '2026-12-10', end: '2026-12-11', extra: 1 }).length, 1);
  });

  it('says how many days a request takes against how many are left', () => {
    assert.equal(
      VACATION_MESSAGES.overBalance(2026, 18, 14),
      'This request takes 18 days of 2026, but only 14 are left',
    );
    assert.equal(
      VACATION_MESSAGES.overBalance(2027, 1, 0.5),
      'This request takes 1 day of 2027, but only 0.5 are left',
    );
  });
});
