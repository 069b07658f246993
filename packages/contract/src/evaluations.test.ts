import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultCycleDates } from './evaluation-rules.ts';
import {
  EVALUATION_MESSAGES,
  evaluationCycleInputSchema,
  goalScoreSchema,
  goalsInputSchema,
  TEAM_MESSAGES,
  teamInputSchema,
  teamWriteSchema,
} from './evaluations.ts';

const goal = (weight: number | string) => ({
  title: 'Ship the portal',
  description: '',
  target: 'Live by June',
  weight,
});
const GOAL_ID = '00000000-0000-4000-8000-000000000001';
const USER_ID = '00000000-0000-4000-8000-000000000002';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('goals', () => {
  it('take weights adding up to exactly 100, typed as text or numbers', () => {
    assert.equal(goalsInputSchema.safeParse([goal(60), goal('40')]).success, true);
    assert.deepEqual(messagesOf(goalsInputSchema.safeParse([goal(60), goal(30)])), [
      EVALUATION_MESSAGES.weights,
    ]);
    assert.deepEqual(messagesOf(goalsInputSchema.safeParse([goal(60.5), goal(39.5)])), [
      EVALUATION_MESSAGES.weights,
      EVALUATION_MESSAGES.weights,
    ]);
  });
  it('are 1 to 8', () => {
    assert.deepEqual(messagesOf(goalsInputSchema.safeParse([])), [
      EVALUATION_MESSAGES.goalCount,
      EVALUATION_MESSAGES.weights,
    ]);
    const nine = Array.from({ length: 9 }, () => goal(11));
    assert.ok(messagesOf(goalsInputSchema.safeParse(nine)).includes(EVALUATION_MESSAGES.goalCount));
  });
  it('need a title and a target', () => {
    const result = goalsInputSchema.safeParse([{ description: '', weight: 100 }]);
    assert.deepEqual(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
      [
        ['0.title', 'Required'],
        ['0.target', 'Required'],
      ],
    );
  });
});

describe('a goal score', () => {
  it('is 1 to 5 and needs a comment at 1 and 5', () => {
    assert.equal(
      goalScoreSchema.safeParse({ goalId: GOAL_ID, score: 3, comment: '' }).success,
      true,
    );
    assert.deepEqual(
      messagesOf(goalScoreSchema.safeParse({ goalId: GOAL_ID, score: 6, comment: 'x' })),
      [EVALUATION_MESSAGES.score],
    );
    const bare5 = goalScoreSchema.safeParse({ goalId: GOAL_ID, score: 5, comment: ' ' });
    assert.deepEqual(
      bare5.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
      [['comment', 'A score of 5 (Outstanding) needs a comment']],
    );
    assert.deepEqual(
      messagesOf(goalScoreSchema.safeParse({ goalId: GOAL_ID, score: 1, comment: '' })),
      ['A score of 1 (Insufficient) needs a comment'],
    );
  });
});

describe('a cycle', () => {
  it('takes its dates in the cycle order', () => {
    const dates = defaultCycleDates(2026);
    assert.equal(evaluationCycleInputSchema.safeParse({ year: 2026, dates }).success, true);
    assert.deepEqual(
      messagesOf(
        evaluationCycleInputSchema.safeParse({
          year: 2026,
          dates: { ...dates, selfAssessmentFrom: '2026-03-01' },
        }),
      ),
      [EVALUATION_MESSAGES.datesOrder],
    );
  });
});

describe('a team', () => {
  it('needs a name and an evaluator, and periods that end after they start', () => {
    const result = teamInputSchema.safeParse({
      name: ' ',
      members: [{ userId: USER_ID, from: '2026-05-01', to: '2026-04-30' }],
      evaluators: [],
    });
    assert.deepEqual(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
      [
        ['name', 'Required'],
        ['members.0.to', 'The end must not come before the start'],
        ['evaluators', 'A team needs an evaluator'],
      ],
    );
  });
  it('refuses an evaluator who is a member over a same day, on a new team and a saved one', () => {
    const OTHER_ID = '00000000-0000-4000-8000-000000000003';
    const team = (memberTo: string | null, evaluatorFrom: string) => ({
      name: 'Platform',
      members: [{ userId: USER_ID, from: '2025-01-01', to: memberTo }],
      evaluators: [
        { userId: OTHER_ID, from: '2020-01-01', to: null },
        { userId: USER_ID, from: evaluatorFrom, to: null },
      ],
    });
    const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    const refused = [['evaluators.1.userId', TEAM_MESSAGES.evaluatesOwnTeam]];
    assert.deepEqual(issuesOf(teamInputSchema.safeParse(team(null, '2026-06-01'))), refused);
    assert.deepEqual(
      issuesOf(teamInputSchema.safeParse(team('2026-06-01', '2026-06-01'))),
      refused,
    );
    assert.deepEqual(
      issuesOf(teamWriteSchema.safeParse({ ...team(null, '2026-06-01'), id: GOAL_ID })),
      refused,
    );
    assert.equal(teamInputSchema.safeParse(team('2026-05-31', '2026-06-01')).success, true);
  });
});
