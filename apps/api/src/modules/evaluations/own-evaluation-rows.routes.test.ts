import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type EvaluationRow,
  evaluationDetailSchema,
  evaluationManageListSchema,
  teamReportSchema,
} from '@quadro/contract/evaluation-calls';
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { type AuthHeaders, bodyOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertTestCycle, insertTestEvaluation, insertTestTeam } from './evaluation-test-rows.ts';
import { evaluationFixtures, type TestPerson } from './evaluations.fixtures.ts';
import { evaluations } from './evaluations.schema.ts';

/** A year of its own: the demo company's evaluations and the other files' are of other years. */
const YEAR = 2035;

/**
 * A member who also evaluates their team (a team saved before the editor refused it) and the CTO
 * as a member: every list and report shows them their own evaluation as their own page does.
 */
describe('one’s own evaluation in the managers’ lists and reports', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  const { freshPerson } = evaluationFixtures(() => t);
  let cto: AuthHeaders;
  let coEvaluator: TestPerson;
  let lead: TestPerson;
  let teamId: string;
  let ownId: string;
  let ctoTeamId: string;

  const manage = async (who: AuthHeaders, team: string) =>
    evaluationManageListSchema.parse(
      bodyOf(
        await call('GET', `/api/evaluations/manage?year=${YEAR}&teamId=${team}&pageSize=50`, who),
      ),
    ).items;
  const report = async (who: AuthHeaders, team = teamId) =>
    teamReportSchema.parse(
      bodyOf(await call('GET', `/api/evaluations/team-report?teamId=${team}&year=${YEAR}`, who)),
    );
  const exportedMembers = async (who: AuthHeaders) => {
    const response = await call(
      'GET',
      `/api/evaluations/team-report/export?teamId=${teamId}&year=${YEAR}`,
      who,
    );
    assert.equal(response.statusCode, 200, response.body);
    const [, members] = await readXlsxFile(response.rawPayload);
    return members?.data ?? [];
  };
  const ownRow = (rows: unknown[][]) => rows.find((row) => row[0] === 'Olga Co');
  const scoresOf = (rows: EvaluationRow[], memberId: string) => {
    const row = rows.find((candidate) => candidate.member.id === memberId);
    assert.ok(row, `${memberId} is listed`);
    return { self: row.selfScore, final: row.finalScore };
  };

  before(async () => {
    t = await createTestApp();
    const db = t.database.db;
    cto = await t.authAs('cto@example.com');
    coEvaluator = await freshPerson('Olga Co', ['employee', 'evaluator']);
    lead = await freshPerson('Lia Lead', ['employee', 'evaluator']);
    const mate = await freshPerson('Mia Mate');
    teamId = await insertTestTeam(db, {
      name: 'Shared squad',
      members: [coEvaluator.id, mate.id],
      evaluators: [lead.id, coEvaluator.id],
    });
    ctoTeamId = await insertTestTeam(db, {
      name: 'The CTO’s squad',
      members: [await t.personId('cto@example.com')],
      evaluators: [lead.id],
    });
    await insertTestCycle(db, YEAR);
    const drafted = (userId: string, evaluatorScore: number) =>
      insertTestEvaluation(db, {
        userId,
        year: YEAR,
        state: 'EvaluatorAssessment',
        goals: [{ weight: 100, selfScore: 4, evaluatorScore }],
      });
    ownId = await drafted(coEvaluator.id, 1);
    await drafted(mate.id, 2);
    await drafted(await t.personId('cto@example.com'), 3);
  });
  after(() => t.close());

  it('hides the draft final score from its member on their own page, in the list and in the report', async () => {
    const own = evaluationDetailSchema.parse(
      bodyOf(await call('GET', `/api/evaluations/detail?id=${ownId}`, coEvaluator.headers)),
    );
    assert.equal(own.finalScore, null);

    const listed = await manage(coEvaluator.headers, teamId);
    assert.deepEqual(scoresOf(listed, coEvaluator.id), { self: '4.00', final: null });
    assert.equal(
      listed.find((row) => row.member.id !== coEvaluator.id)?.finalScore,
      '2.00',
      'their teammate’s draft is theirs to read',
    );
    const reported = await report(coEvaluator.headers);
    assert.deepEqual(scoresOf(reported.members, coEvaluator.id), { self: '4.00', final: null });

    for (const manager of [lead.headers, cto]) {
      assert.deepEqual(scoresOf(await manage(manager, teamId), coEvaluator.id), {
        self: '4.00',
        final: '1.00',
      });
      assert.equal(scoresOf((await report(manager)).members, coEvaluator.id).final, '1.00');
    }
  });

  it('leaves the final score out of the member’s own row of the XLSX export', async () => {
    assert.deepEqual(ownRow(await exportedMembers(coEvaluator.headers)), [
      'Olga Co',
      'Evaluator Assessment',
      1,
      4,
      null,
      'No',
    ]);
    assert.equal(ownRow(await exportedMembers(lead.headers))?.[4], 1);
  });

  it('hides the CTO’s own draft from the CTO, who manages every other evaluation', async () => {
    const ctoId = await t.personId('cto@example.com');
    assert.deepEqual(scoresOf(await manage(cto, ctoTeamId), ctoId), { self: '4.00', final: null });
    assert.equal(scoresOf((await report(cto, ctoTeamId)).members, ctoId).final, null);
    assert.equal(scoresOf(await manage(lead.headers, ctoTeamId), ctoId).final, '3.00');
  });

  it('shows the member their final score once published, everywhere', async () => {
    await t.database.db
      .update(evaluations)
      .set({ state: 'Published', publishedAt: new Date() })
      .where(eq(evaluations.id, ownId));
    assert.equal(scoresOf(await manage(coEvaluator.headers, teamId), coEvaluator.id).final, '1.00');
    assert.equal(
      scoresOf((await report(coEvaluator.headers)).members, coEvaluator.id).final,
      '1.00',
    );
    assert.equal(ownRow(await exportedMembers(coEvaluator.headers))?.[4], 1);
  });
});
