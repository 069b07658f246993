import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type EvaluationRow, evaluationManageListSchema } from '@quadro/contract/evaluation-calls';
import { type AuthHeaders, bodyOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  insertTestCycle,
  insertTestEvaluation,
  insertTestPeople,
  insertTestTeam,
} from './evaluation-test-rows.ts';

/** A year of its own: the demo company's evaluations are of other years. */
const YEAR = 2031;

describe('GET /api/evaluations/manage', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  let cto: AuthHeaders;
  let evaluator: AuthHeaders;
  let evaluatorId: string;
  const teamIds: Record<string, string> = {};

  const list = async (who: AuthHeaders, query = '') =>
    evaluationManageListSchema.parse(
      bodyOf(await call('GET', `/api/evaluations/manage?year=${YEAR}${query}`, who)),
    );
  const names = (rows: EvaluationRow[]) => rows.map((row) => row.member.name);
  const rowOf = (rows: EvaluationRow[], name: string) => {
    const row = rows.find((candidate) => candidate.member.name === name);
    assert.ok(row, `${name} is listed`);
    return row;
  };

  before(async () => {
    t = await createTestApp();
    const db = t.database.db;
    cto = await t.authAs('cto@example.com');
    evaluator = await t.authAs('evaluator@example.com');
    evaluatorId = await t.personId('evaluator@example.com');
    const [ana, bruno, carla, duarte, eva, filipe, gil, helena] = await insertTestPeople(db, [
      'Ana Évora',
      'Bruno Costa',
      'Carla Dias',
      'Duarte Eça',
      'Eva Fonseca',
      'Filipe Gomes',
      'Gil Henriques',
      'Helena Inês',
    ]);
    const ctoId = await t.personId('cto@example.com');
    teamIds.listed = await insertTestTeam(db, {
      name: 'Listed squad',
      members: [ana, bruno, carla, duarte, eva, filipe],
      evaluators: [evaluatorId],
    });
    await insertTestTeam(db, {
      name: 'Listed squad (own)',
      members: [evaluatorId],
      evaluators: [evaluatorId],
      from: `${YEAR}-01-01`,
    });
    teamIds.other = await insertTestTeam(db, {
      name: 'Other squad',
      members: [gil, helena],
      evaluators: [ctoId],
      to: `${YEAR}-03-31`,
    });
    await insertTestTeam(db, {
      name: 'Listed squad (movers)',
      members: [helena],
      evaluators: [evaluatorId],
      from: `${YEAR}-04-01`,
    });
    await insertTestCycle(db, YEAR);
    const evaluation = (
      userId: string,
      state: Parameters<typeof insertTestEvaluation>[1]['state'],
      rest = {},
    ) => insertTestEvaluation(db, { userId, year: YEAR, state, ...rest });
    await evaluation(ana, 'GoalSetting');
    await evaluation(bruno, 'GoalSetting', { goals: [{ weight: 60 }, { weight: 40 }] });
    await evaluation(carla, 'SelfAssessment', {
      goals: [{ weight: 60, selfScore: 4 }, { weight: 40 }],
    });
    await evaluation(duarte, 'EvaluatorAssessment', {
      goals: [
        { weight: 60, selfScore: 4, evaluatorScore: 4 },
        { weight: 40, selfScore: 3, evaluatorScore: 5 },
      ],
    });
    await evaluation(eva, 'Published', {
      acknowledged: true,
      goals: [
        { weight: 60, selfScore: 3, evaluatorScore: 4 },
        { weight: 40, selfScore: 3, evaluatorScore: 2 },
      ],
    });
    await evaluation(filipe, 'Suspended', {
      suspendedFrom: 'EvaluatorAssessment',
      goals: [
        { weight: 50, selfScore: 5, evaluatorScore: 3 },
        { weight: 50, selfScore: 5 },
      ],
    });
    await evaluation(gil, 'Published', { goals: [{ weight: 100, evaluatorScore: 3 }] });
    await evaluation(helena, 'GoalSetting');
    await evaluation(evaluatorId, 'SelfAssessment');
  });
  after(() => t.close());

  it("lists an evaluator's teams of the year by member name, with a mover in their new team, and never lets them manage themselves", async () => {
    const page = await list(evaluator);
    assert.deepEqual(names(page.items), [
      'Ana Évora',
      'Bruno Costa',
      'Carla Dias',
      'Duarte Eça',
      'Eva Fonseca',
      'Filipe Gomes',
      'Helena Inês',
      'Inês Rodrigues',
    ]);
    assert.equal(page.total, 8);
    assert.equal(rowOf(page.items, 'Helena Inês').team?.name, 'Listed squad (movers)');
    assert.equal(rowOf(page.items, 'Inês Rodrigues').hasPermissionToManageMember, false);
    assert.ok(
      page.items
        .filter((row) => row.member.id !== evaluatorId)
        .every((row) => row.hasPermissionToManageMember),
    );
    assert.deepEqual(page.counts, {
      GoalSetting: 3,
      SelfAssessment: 2,
      EvaluatorAssessment: 1,
      Published: 1,
      Suspended: 1,
    });
  });

  it('sums the goals: the self score once sent, the final score once every goal is scored (drafts included)', async () => {
    const { items } = await list(cto, `&teamId=${teamIds.listed}`);
    const scores = (name: string) => {
      const row = rowOf(items, name);
      return [row.goalsCount, row.selfScore, row.finalScore, row.acknowledged];
    };
    assert.deepEqual(scores('Ana Évora'), [0, null, null, false]);
    assert.deepEqual(scores('Bruno Costa'), [2, null, null, false]);
    assert.deepEqual(scores('Carla Dias'), [2, null, null, false]);
    assert.deepEqual(scores('Duarte Eça'), [2, '3.60', '4.40', false]);
    assert.deepEqual(scores('Eva Fonseca'), [2, '3.00', '3.20', true]);
    assert.deepEqual(scores('Filipe Gomes'), [2, '5.00', null, false]);
    assert.equal(rowOf(items, 'Filipe Gomes').suspendedFrom, 'EvaluatorAssessment');
  });

  it('gives the CTO every team; filters by team, state and accent-free name, counting states over the other filters', async () => {
    const all = await list(cto);
    assert.ok(names(all.items).includes('Gil Henriques'));
    assert.ok(all.items.every((row) => row.hasPermissionToManageMember));
    assert.deepEqual(names((await list(cto, `&teamId=${teamIds.other}`)).items), ['Gil Henriques']);

    const published = await list(cto, '&state=Published');
    assert.deepEqual(names(published.items), ['Eva Fonseca', 'Gil Henriques']);
    assert.equal(published.total, 2);
    assert.equal(published.counts.GoalSetting, all.counts.GoalSetting);

    assert.deepEqual(names((await list(cto, '&search=EVORA')).items), ['Ana Évora']);
    const ines = await list(evaluator, '&search=ines');
    assert.deepEqual(names(ines.items), ['Helena Inês', 'Inês Rodrigues']);
    assert.deepEqual(ines.counts, {
      GoalSetting: 1,
      SelfAssessment: 1,
      EvaluatorAssessment: 0,
      Published: 0,
      Suspended: 0,
    });
  });

  it('pages by member name', async () => {
    const second = await list(evaluator, '&page=2&pageSize=2');
    assert.deepEqual(names(second.items), ['Carla Dias', 'Duarte Eça']);
    assert.equal(second.total, 8);
    assert.equal(second.page, 2);
  });

  it('refuses everyone but the CTO and evaluators', async () => {
    for (const email of ['hr@example.com', 'financial@example.com', 'employee@example.com']) {
      const response = await call('GET', '/api/evaluations/manage', await t.authAs(email));
      assert.equal(response.statusCode, 403, email);
    }
  });
});
