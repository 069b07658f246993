import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Team } from '@quadro/contract/evaluations';
import { newPeriod, teamFormValues } from './team-form-values.ts';

const person = (id: string, from: string, to: string | null) => ({
  id: `period-${id}`,
  person: { id, name: `Person ${id}` },
  from,
  to,
  hasPermissionToManageMember: false,
});

describe('the team form', () => {
  it('starts a new team empty', () => {
    assert.deepEqual(teamFormValues(undefined), { name: '', members: [], evaluators: [] });
  });

  it('holds a team as its name and periods, person by id', () => {
    const team: Team = {
      id: 't',
      name: 'Platform',
      year: 2026,
      membersCount: 2,
      evaluators: [{ id: 'e', name: 'Person e' }],
      hasPermissionToManageMember: true,
      members: [person('a', '2026-01-01', null), person('b', '2025-03-01', '2026-06-30')],
      evaluatorPeriods: [person('e', '2024-01-01', null)],
    };
    assert.deepEqual(teamFormValues(team), {
      name: 'Platform',
      members: [
        { userId: 'a', from: '2026-01-01', to: null },
        { userId: 'b', from: '2025-03-01', to: '2026-06-30' },
      ],
      evaluators: [{ userId: 'e', from: '2024-01-01', to: null }],
    });
  });

  it('starts a new row on the first day of the year shown, open-ended', () => {
    assert.deepEqual(newPeriod(2027), { userId: '', from: '2027-01-01', to: null });
  });
});
