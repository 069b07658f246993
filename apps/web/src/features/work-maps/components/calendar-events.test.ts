import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WorkMapDetails } from '@quadro/contract/work-maps';
import { EVENT_COLOURS } from '../../../components/calendar/event-colours.ts';
import { calendarEventsOf } from './calendar-events.ts';

const MAP: WorkMapDetails = {
  id: 'map',
  employee: { id: 'ana', name: 'Ana' },
  month: '2026-10',
  status: 'PendingSubmission',
  rejectionReason: null,
  editable: true,
  dailyHours: 8,
  workDays: [
    {
      id: 'd1',
      day: '2026-10-01',
      hours: 8,
      extraHours: 1.5,
      projectId: null,
      projectName: 'Alpha',
    },
    { id: 'd2', day: '2026-10-10', hours: 0, extraHours: 4, projectId: null, projectName: null },
  ],
  absences: [
    {
      id: 'a1',
      type: 'sick_leave',
      start: '2026-10-08',
      end: '2026-10-12',
      unit: 'days',
      hours: null,
      days: 3,
      note: null,
      hasJustification: false,
    },
  ],
  holidays: [{ date: '2026-10-05', name: 'Republic Day' }],
  projects: [],
  totals: { workingDays: 21, daysWorked: 1, hours: 8, extraHours: 5.5, absences: [], projects: [] },
  vacations: [{ id: 'v1', start: '2026-10-26', end: '2026-10-30', halfDay: false }],
};

describe('calendarEventsOf', () => {
  it('shows work days, their extra hours apart, absences and holidays in the spec colours', () => {
    const events = calendarEventsOf(MAP, false);
    assert.deepEqual(
      events.map((event) => [
        event.kind,
        event.title,
        event.hexColor,
        event.isAbsence,
        event.isExtraHours,
      ]),
      [
        ['work-day', 'Work 8h · Alpha', EVENT_COLOURS.green, false, false],
        ['extra-hours', 'Extra 1,5h · Alpha', EVENT_COLOURS.orange, false, true],
        ['extra-hours', 'Extra 4h', EVENT_COLOURS.orange, false, true],
        ['absence', 'Sick leave 3d', EVENT_COLOURS.red, true, false],
        ['holiday', 'Republic Day', EVENT_COLOURS.violet, false, false],
        ['vacation', 'Vacation', EVENT_COLOURS.blue, false, false],
      ],
    );
    const absence = events.find((event) => event.kind === 'absence');
    assert.equal(absence?.start.getDate(), 8);
    assert.equal(absence?.end.getDate(), 13, 'the end is exclusive: the day after the last');
  });

  it('marks every event read-only on a read-only map, and holidays and vacations always', () => {
    assert.ok(calendarEventsOf(MAP, true).every((event) => event.readOnly));
    assert.ok(
      calendarEventsOf(MAP, false)
        .filter((event) => event.kind === 'holiday' || event.kind === 'vacation')
        .every((event) => event.readOnly),
    );
  });
});
