import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  TEAM_MESSAGES,
  type Team,
  teamListSchema,
  teamResultSchema,
  teamSchema,
} from '@quadro/contract/evaluations';
import { type AuthHeaders, bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';

const YEAR = new Date().getFullYear();

describe('/api/teams', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  let cto: AuthHeaders;
  let evaluator: AuthHeaders;
  const ids: Record<string, string> = {};

  const period = (email: string, from = '2020-01-01', to: string | null = null) => ({
    userId: ids[email] as string,
    from,
    to,
  });
  const create = async (body: object, status = 201) =>
    teamResultSchema.parse(bodyOf(await call('POST', '/api/teams', cto, body), status)).team;
  const detail = async (id: string, who: AuthHeaders, year = YEAR) =>
    call('GET', `/api/teams/detail?id=${id}&year=${year}`, who);
  const memberNames = (team: Team) => team.members.map((member) => member.person.name);

  before(async () => {
    t = await createTestApp();
    cto = await t.authAs('cto@example.com');
    evaluator = await t.authAs('evaluator@example.com');
    for (const email of [
      'employee@example.com',
      'trainee@example.com',
      'evaluator@example.com',
      'cto@example.com',
      'hr@example.com',
      'raquel.duarte@example.com',
      'tomas.barbosa@example.com',
    ]) {
      ids[email] = await t.personId(email);
    }
  });
  after(() => t.close());

  it('the CTO builds a team, audited; its evaluator manages its members, the CTO every one but themselves', async () => {
    const team = await create({
      name: 'Platform',
      members: [
        period('employee@example.com'),
        period('trainee@example.com', `${YEAR}-02-01`),
        period('cto@example.com'),
      ],
      evaluators: [period('evaluator@example.com')],
    });
    assert.equal(team.name, 'Platform');
    assert.equal(team.membersCount, 3);
    assert.deepEqual(
      team.evaluators.map((person) => person.id),
      [ids['evaluator@example.com']],
    );
    assert.equal(team.hasPermissionToManageMember, true);
    const [entry] = await auditTrailOf(t.database.db, 'teams', team.id);
    assert.equal(entry?.action, 'team.create');

    const managed = async (who: AuthHeaders) =>
      Object.fromEntries(
        teamSchema
          .parse(bodyOf(await detail(team.id, who)))
          .members.map((member) => [member.person.id, member.hasPermissionToManageMember]),
      );
    assert.deepEqual(await managed(evaluator), {
      [ids['employee@example.com'] as string]: true,
      [ids['trainee@example.com'] as string]: true,
      [ids['cto@example.com'] as string]: true,
    });
    assert.deepEqual(await managed(cto), {
      [ids['employee@example.com'] as string]: true,
      [ids['trainee@example.com'] as string]: true,
      [ids['cto@example.com'] as string]: false,
    });
    const byCto = teamSchema.parse(bodyOf(await detail(team.id, cto)));
    assert.ok(byCto.evaluatorPeriods.every((period) => !period.hasPermissionToManageMember));
  });

  it('lists every team for the CTO and only their own for an evaluator; others are refused', async () => {
    const other = await create({
      name: 'Data',
      members: [period('raquel.duarte@example.com')],
      evaluators: [period('cto@example.com')],
    });
    const names = async (who: AuthHeaders) =>
      teamListSchema
        .parse(bodyOf(await call('GET', `/api/teams?year=${YEAR}`, who)))
        .items.map((team) => team.name);
    assert.deepEqual(await names(cto), ['Data', 'Platform']);
    assert.deepEqual(await names(evaluator), ['Platform']);
    assert.equal((await detail(other.id, evaluator)).statusCode, 404);
    for (const email of ['hr@example.com', 'financial@example.com', 'employee@example.com']) {
      const who = await t.authAs(email);
      assert.equal((await call('GET', '/api/teams', who)).statusCode, 403, email);
      assert.equal(
        (await call('POST', '/api/teams', who, { name: 'X', members: [], evaluators: [] }))
          .statusCode,
        403,
        email,
      );
    }
    assert.equal(
      (await call('POST', '/api/teams', evaluator, { name: 'X', members: [], evaluators: [] }))
        .statusCode,
      403,
    );
  });

  it('names the field of each refusal', async () => {
    const refused = async (body: object, status: number, field: string, message?: string) => {
      const response = await call('POST', '/api/teams', cto, body);
      assert.equal(response.statusCode, status, response.body);
      assert.ok(fieldsOf(response)?.includes(field), response.body);
      if (message) assert.match(response.body, new RegExp(message));
    };
    const evaluators = [period('evaluator@example.com')];
    await refused({ members: [], evaluators }, 400, 'name', 'Required');
    await refused(
      {
        name: 'Ghost',
        members: [{ userId: '00000000-0000-4000-8000-000000000009', from: '2026-01-01', to: null }],
        evaluators,
      },
      400,
      'members.0.userId',
      TEAM_MESSAGES.unknownPerson,
    );
    await refused({ name: 'Nobody evaluates', members: [], evaluators: [] }, 400, 'evaluators');
    await refused(
      { name: 'Wrong evaluator', members: [], evaluators: [period('employee@example.com')] },
      400,
      'evaluators.0.userId',
      'is not an evaluator',
    );
    await refused(
      {
        name: 'Backwards',
        members: [period('tomas.barbosa@example.com', '2026-05-01', '2026-04-30')],
        evaluators,
      },
      400,
      'members.0.to',
    );
    await refused(
      {
        name: 'Twice',
        members: [
          period('tomas.barbosa@example.com', '2026-01-01', '2026-06-30'),
          period('tomas.barbosa@example.com', '2026-06-01'),
        ],
        evaluators,
      },
      400,
      'members.1.userId',
    );
    await refused(
      {
        name: 'Evaluating themselves',
        members: [
          period('tomas.barbosa@example.com'),
          period('evaluator@example.com', '2026-03-01'),
        ],
        evaluators: [
          period('cto@example.com'),
          period('evaluator@example.com', '2020-01-01', '2026-03-01'),
        ],
      },
      400,
      'evaluators.1.userId',
      TEAM_MESSAGES.evaluatesOwnTeam,
    );
    await refused(
      { name: 'platform', members: [], evaluators },
      409,
      'name',
      TEAM_MESSAGES.duplicateName,
    );
    await refused(
      { name: 'Second home', members: [period('employee@example.com', '2025-01-01')], evaluators },
      409,
      'members.0.from',
      'one team at a time',
    );
  });

  it('replaces the members as of their dates: a member who left last year is not in this year', async () => {
    const team = await create({
      name: 'Mobile',
      members: [period('tomas.barbosa@example.com', '2020-01-01', `${YEAR - 1}-12-31`)],
      evaluators: [period('evaluator@example.com')],
    });
    assert.deepEqual(memberNames(teamSchema.parse(bodyOf(await detail(team.id, cto)))), []);
    assert.deepEqual(memberNames(teamSchema.parse(bodyOf(await detail(team.id, cto, YEAR - 1)))), [
      'Tomás Barbosa',
    ]);
    const everyPeriod = async (who: AuthHeaders) =>
      teamSchema.parse(
        bodyOf(await call('GET', `/api/teams/detail?id=${team.id}&periods=all`, who)),
      );
    assert.deepEqual(memberNames(await everyPeriod(cto)), ['Tomás Barbosa']);
    assert.deepEqual(memberNames(await everyPeriod(evaluator)), []);
    const updated = await call('PUT', '/api/teams', cto, {
      id: team.id,
      name: 'Mobile Apps',
      members: [period('tomas.barbosa@example.com', '2020-01-01')],
      evaluators: [period('evaluator@example.com')],
    });
    const saved = teamResultSchema.parse(bodyOf(updated)).team;
    assert.equal(saved.name, 'Mobile Apps');
    assert.deepEqual(memberNames(saved), ['Tomás Barbosa']);
    const trail = await auditTrailOf(t.database.db, 'teams', team.id);
    assert.deepEqual(trail.map((entry) => entry.action).sort(), ['team.create', 'team.update']);
  });

  it('puts one person in one team only, even when two saves race', async () => {
    const body = (name: string) => ({
      name,
      members: [period('raquel.duarte@example.com', '2010-01-01', '2010-12-31')],
      evaluators: [period('evaluator@example.com')],
    });
    const answers = await Promise.all([
      call('POST', '/api/teams', cto, body('Race A')),
      call('POST', '/api/teams', cto, body('Race B')),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409]);
  });

  it('removes a team, audited, and then it is not found', async () => {
    const team = await create({
      name: 'Short-lived',
      members: [],
      evaluators: [period('cto@example.com')],
    });
    const removed = await call('DELETE', `/api/teams?id=${team.id}`, cto);
    assert.equal(bodyOf(removed) && removed.json().message, TEAM_MESSAGES.removed);
    assert.equal((await detail(team.id, cto)).statusCode, 404);
    assert.equal((await call('DELETE', `/api/teams?id=${team.id}`, cto)).statusCode, 404);
    const trail = await auditTrailOf(t.database.db, 'teams', team.id);
    assert.ok(trail.some((entry) => entry.action === 'team.remove'));
  });
});
