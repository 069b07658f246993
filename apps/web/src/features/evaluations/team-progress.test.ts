import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EvaluationRow } from '@quadro/contract/evaluation-calls';
import type { EvaluationState } from '@quadro/contract/evaluation-rules';
import type { TeamSummary } from '@quadro/contract/evaluations';
import { teamProgress } from './team-progress.ts';

const team = (id: string): TeamSummary => ({
  id,
  name: `Team ${id}`,
  year: 2026,
  membersCount: 3,
  evaluators: [],
  hasPermissionToManageMember: true,
});

const row = (teamId: string | null, state: EvaluationState): EvaluationRow => ({
  id: crypto.randomUUID(),
  year: 2026,
  state,
  suspendedFrom: null,
  member: { id: 'm', name: 'Member' },
  team: teamId ? { id: teamId, name: `Team ${teamId}` } : null,
  goalsCount: 2,
  selfScore: null,
  finalScore: null,
  acknowledged: false,
  hasPermissionToManageMember: true,
});

describe("each team's progress on the CTO's dashboard", () => {
  it('counts published of the evaluations of each team, suspended ones aside', () => {
    const progress = teamProgress(
      [team('a'), team('b'), team('c')],
      [
        row('a', 'Published'),
        row('a', 'GoalSetting'),
        row('a', 'Suspended'),
        row('b', 'Published'),
        row(null, 'Published'),
      ],
    );
    assert.deepEqual(
      progress.map(({ team: { id }, evaluations, published }) => [id, evaluations, published]),
      [
        ['a', 2, 1],
        ['b', 1, 1],
        ['c', 0, 0],
      ],
    );
  });
});
