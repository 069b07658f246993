import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { teamCalendarEntries } from './team-calendar-entries.ts';
import { type TeamCalendarMonthEntry, teamCalendarMonth } from './team-calendar-month.ts';
import { teamCalendarSchema } from './vacations.ts';

const CLIENTS = new Map([
  ['c1', new Map([['k-tejo', 'Tejo']])],
  ['c2', new Map([['k-tejo', 'Tejo']])],
  ['c3', new Map([['k-tejo', 'Tejo']])],
  ['c4', new Map([['k-tejo', 'Tejo']])],
  ['c5', new Map([['k-tejo', 'Tejo']])],
  ['c6', new Map([['k-tejo', 'Tejo']])],
  [
    'c7',
    new Map([
      ['k-tejo', 'Tejo'],
      ['k-atlantico', 'Atlântico'],
    ]),
  ],
  ['a1', new Map([['k-atlantico', 'Atlântico']])],
]);
const NAMES: Record<string, string> = {
  c1: 'Carla',
  c2: 'Bruno',
  c3: 'Diana',
  c4: 'Eva',
  c5: 'Filipe',
  c6: 'Gonçalo',
  c7: 'Hugo',
  a1: 'Ana',
  n1: 'Nuno',
};
const entry = (
  id: string,
  employeeId: string,
  start: string,
  end: string,
  more: Partial<TeamCalendarMonthEntry> = {},
): TeamCalendarMonthEntry => ({
  id,
  kind: 'vacation',
  employee: { id: employeeId, name: NAMES[employeeId] as string },
  start,
  end,
  halfDay: false,
  status: 'Approved',
  label: 'Vacation',
  ...more,
});
const clientsOf = (employeeId: string) => CLIENTS.get(employeeId) ?? new Map<string, string>();

describe('team calendar month', () => {
  const entries = [
    ...['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'].map((id) =>
      entry(`v-${id}`, id, '2026-10-19', '2026-10-23'),
    ),
    entry('v-a1', 'a1', '2026-09-28', '2026-10-02', { status: 'PendingApproval' }),
    entry('v-n1', 'n1', '2026-10-20', '2026-10-20', { halfDay: true }),
    entry('x-c1', 'c1', '2026-10-07', '2026-10-07', { kind: 'absence', label: 'Sick leave' }),
  ];
  const calendar = teamCalendarSchema.parse(teamCalendarMonth('2026-10', entries, clientsOf));

  it('writes each client and person once, by name, and alike entries together', () => {
    assert.deepEqual(calendar.clients, ['Atlântico', 'Tejo']);
    assert.deepEqual(
      calendar.people.map((person) => [person.name, person.clients]),
      [
        ['Ana', [0]],
        ['Bruno', [1]],
        ['Carla', [1]],
        ['Diana', [1]],
        ['Eva', [1]],
        ['Filipe', [1]],
        ['Gonçalo', [1]],
        ['Hugo', [0, 1]],
        ['Nuno', []],
      ],
    );
    assert.deepEqual(
      calendar.periods.map((period) => [period.start, period.entries.length, period.away]),
      [
        ['2026-10-19', 6, { count: 7, first: [1, 2, 3, 4, 5, 6] }],
        ['2026-10-19', 1, { count: 7, first: [1, 2, 3, 4, 5, 6] }],
        ['2026-09-28', 1, { count: 1, first: [0] }],
        ['2026-10-20', 1, null],
        ['2026-10-07', 1, { count: 1, first: [2] }],
      ],
      "Hugo's clients differ: his entry has a period of its own",
    );
  });

  it('reads back as the entries the screen shows, in order of start, kind and name', () => {
    assert.deepEqual(
      teamCalendarEntries(calendar).map((shown) => [
        shown.id,
        shown.name,
        shown.status,
        shown.label,
        shown.halfDay,
        shown.clients,
        shown.overlapsWith,
        shown.overlapCount,
      ]),
      [
        ['v-a1', 'Ana', 'PendingApproval', 'Vacation', false, ['Atlântico'], [], 0],
        ['x-c1', 'Carla', 'Approved', 'Sick leave', false, ['Tejo'], [], 0],
        [
          'v-c2',
          'Bruno',
          'Approved',
          'Vacation',
          false,
          ['Tejo'],
          ['Carla', 'Diana', 'Eva', 'Filipe', 'Gonçalo'],
          6,
        ],
        [
          'v-c1',
          'Carla',
          'Approved',
          'Vacation',
          false,
          ['Tejo'],
          ['Bruno', 'Diana', 'Eva', 'Filipe', 'Gonçalo'],
          6,
        ],
        [
          'v-c3',
          'Diana',
          'Approved',
          'Vacation',
          false,
          ['Tejo'],
          ['Bruno', 'Carla', 'Eva', 'Filipe', 'Gonçalo'],
          6,
        ],
        [
          'v-c4',
          'Eva',
          'Approved',
          'Vacation',
          false,
          ['Tejo'],
          ['Bruno', 'Carla', 'Diana', 'Filipe', 'Gonçalo'],
          6,
        ],
        [
          'v-c5',
          'Filipe',
          'Approved',
          'Vacation',
          false,
          ['Tejo'],
          ['Bruno', 'Carla', 'Diana', 'Eva', 'Gonçalo'],
          6,
        ],
        [
          'v-c6',
          'Gonçalo',
          'Approved',
          'Vacation',
          false,
          ['Tejo'],
          ['Bruno', 'Carla', 'Diana', 'Eva', 'Filipe'],
          6,
        ],
        [
          'v-c7',
          'Hugo',
          'Approved',
          'Vacation',
          false,
          ['Atlântico', 'Tejo'],
          ['Bruno', 'Carla', 'Diana', 'Eva', 'Filipe'],
          6,
        ],
        ['v-n1', 'Nuno', 'Approved', 'Vacation', true, [], [], 0],
      ],
    );
  });
});
