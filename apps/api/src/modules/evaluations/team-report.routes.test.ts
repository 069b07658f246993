import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EVALUATION_CALL_MESSAGES, teamReportSchema } from '@quadro/contract/evaluation-calls';
import readXlsxFile from 'read-excel-file/node';
import { type AuthHeaders, bodyOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  insertTestCycle,
  insertTestEvaluation,
  insertTestPeople,
  insertTestTeam,
} from './evaluation-test-rows.ts';

/** Years of their own: the demo company's evaluations are of other years. */
const YEAR = 2032;
const UNOPENED_YEAR = 2033;

describe('GET /api/evaluations/team-report', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  let cto: AuthHeaders;
  let evaluator: AuthHeaders;
  let reported: string;
  let other: string;

  const report = (teamId: string, who: AuthHeaders, year = YEAR) =>
    call('GET', `/api/evaluations/team-report?teamId=${teamId}&year=${year}`, who);

  before(async () => {
    t = await createTestApp();
    const db = t.database.db;
    cto = await t.authAs('cto@example.com');
    evaluator = await t.authAs('evaluator@example.com');
    const evaluatorId = await t.personId('evaluator@example.com');
    const [paula, quim, rosa, sara, teresa, ursula, vitor] = await insertTestPeople(db, [
      'Paula Reis',
      'Quim Barreiros',
      'Rosa Mota',
      'Sara Tavares',
      'Teresa Salgueiro',
      'Úrsula Vaz',
      'Vítor Baía',
    ]);
    reported = await insertTestTeam(db, {
      name: 'Reported Ções',
      members: [paula, quim, rosa, sara, teresa, ursula],
      evaluators: [evaluatorId],
    });
    other = await insertTestTeam(db, {
      name: 'Unreported',
      members: [vitor],
      evaluators: [await t.personId('cto@example.com')],
    });
    await insertTestCycle(db, YEAR);
    const evaluation = (
      userId: string,
      state: Parameters<typeof insertTestEvaluation>[1]['state'],
      scores: [number, number][] = [],
      rest = {},
    ) =>
      insertTestEvaluation(db, {
        userId,
        year: YEAR,
        state,
        goals: scores.map(([selfScore, evaluatorScore]) => ({
          weight: 50,
          selfScore,
          evaluatorScore,
        })),
        ...rest,
      });
    await evaluation(paula, 'Published', [
      [3, 4],
      [3, 3],
    ]);
    await evaluation(quim, 'Published', [
      [2, 2],
      [2, 2],
    ]);
    await evaluation(
      rosa,
      'Published',
      [
        [4, 5],
        [4, 5],
      ],
      { acknowledged: true },
    );
    await evaluation(
      sara,
      'Suspended',
      [
        [5, 1],
        [5, 1],
      ],
      { suspendedFrom: 'EvaluatorAssessment' },
    );
    await evaluation(teresa, 'SelfAssessment');
  });
  after(() => t.close());

  it("sums a team's year over its published evaluations and lists every member's", async () => {
    const found = teamReportSchema.parse(bodyOf(await report(reported, evaluator)));
    assert.equal(found.team.name, 'Reported Ções');
    assert.equal(found.cycle.opened, true);
    assert.equal(found.membersCount, 6, 'Úrsula is a member with no evaluation yet');
    assert.deepEqual(found.progress, {
      GoalSetting: 0,
      SelfAssessment: 1,
      EvaluatorAssessment: 0,
      Published: 3,
      Suspended: 1,
    });
    assert.equal(found.averageFinalScore, '3.50');
    assert.equal(found.averageSelfScore, '3.00');
    assert.equal(found.selfEvaluatorGap, '-0.50');
    assert.deepEqual(
      found.spread.map((bucket) => bucket.count),
      [0, 1, 0, 1, 1],
    );
    assert.equal(found.goalsAchieved, 4);
    assert.equal(found.goalsScored, 6);
    assert.deepEqual(
      found.members.map((row) => [row.member.name, row.finalScore]),
      [
        ['Paula Reis', '3.50'],
        ['Quim Barreiros', '2.00'],
        ['Rosa Mota', '5.00'],
        ['Sara Tavares', '1.00'],
        ['Teresa Salgueiro', null],
      ],
    );
    assert.equal(found.hasPermissionToManageMember, true);
    assert.deepEqual(
      bodyOf(await report(reported, cto)),
      bodyOf(await report(reported, evaluator)),
    );
  });

  it('finds no team that is unknown, that the evaluator does not evaluate, or in a year never opened nor evaluated', async () => {
    const notFound = async (teamId: string, who: AuthHeaders, year = YEAR) => {
      const response = await report(teamId, who, year);
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().message, EVALUATION_CALL_MESSAGES.teamNotFound);
    };
    await notFound('00000000-0000-4000-8000-000000000001', cto);
    await notFound(other, evaluator);
    await notFound(reported, cto, UNOPENED_YEAR);
    assert.equal((await report(other, cto)).statusCode, 200);
    const employee = await t.authAs('employee@example.com');
    assert.equal((await report(reported, employee)).statusCode, 403);
  });

  it('exports the report as an XLSX workbook: a summary and the members', async () => {
    const response = await call(
      'GET',
      `/api/evaluations/team-report/export?teamId=${reported}&year=${YEAR}`,
      evaluator,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(
      response.headers['content-type'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    assert.match(
      String(response.headers['content-disposition']),
      new RegExp(`filename="team-report-reported-coes-${YEAR}.xlsx"`),
    );
    const sheets = await readXlsxFile(response.rawPayload);
    assert.deepEqual(
      sheets.map((sheet) => sheet.sheet),
      ['Summary', 'Members'],
    );
    const summary = sheets[0]?.data ?? [];
    assert.deepEqual(
      summary.find((row) => row[0] === 'Average final score'),
      ['Average final score', 3.5],
    );
    const members = sheets[1]?.data ?? [];
    assert.deepEqual(members[0], [
      'Member',
      'State',
      'Goals',
      'Self score',
      'Final score',
      'Acknowledged',
    ]);
    assert.deepEqual(members[3], ['Rosa Mota', 'Published', 2, 4, 5, 'Yes']);
    assert.equal(
      (
        await call(
          'GET',
          `/api/evaluations/team-report/export?teamId=${other}&year=${YEAR}`,
          evaluator,
        )
      ).statusCode,
      404,
    );
  });
});
