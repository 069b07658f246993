import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  manageEvaluationsPath,
  memberHistoryPath,
  memberReportPath,
  teamReportPath,
} from './manage-evaluation-paths.ts';

const TEAM = { id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Data & AI' };

describe('report addresses', () => {
  it('puts the team name, encoded, between its id and the year', () => {
    assert.equal(
      teamReportPath(TEAM, 2026),
      '/app/manage-evaluations/report/team/c0ffee00-0000-4000-8000-000000000001/Data%20%26%20AI/2026',
    );
  });

  it('adds /members for the members sub-route', () => {
    assert.match(teamReportPath(TEAM, 2026, true), /\/Data%20%26%20AI\/2026\/members$/);
  });

  it('links a member in their team', () => {
    assert.equal(memberReportPath('t1', 'm1'), '/app/manage-evaluations/report/t1/member/m1');
    assert.equal(memberHistoryPath('m1'), '/app/manage-evaluations/report/member/m1');
  });

  it('sets the list filters it is given, and only those', () => {
    assert.equal(manageEvaluationsPath({}), '/app/manage-evaluations');
    assert.equal(
      manageEvaluationsPath({ year: 2026, state: 'Published' }),
      '/app/manage-evaluations?year=2026&state=Published',
    );
  });
});
