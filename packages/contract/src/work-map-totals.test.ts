import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { workMapTotals } from './work-map-totals.ts';

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const pattern = { workingWeekdays: [1, 2, 3, 4, 5], holidays: new Set(['2026-10-05']) };
const day = (date: string, hours = 8, extraHours = 0, projectId: string | null = 'alpha') => ({
  day: date,
  hours,
  extraHours,
  projectId,
});

describe('workMapTotals', () => {
  it('counts worked days and hours, takes whole-day and hour absences off, keeps extra hours', () => {
    const totals = workMapTotals({
      month: OCTOBER,
      pattern,
      dailyHours: 8,
      workDays: [
        day('2026-10-01'),
        day('2026-10-02', 8, 1.5),
        day('2026-10-06'),
        day('2026-10-07', 8, 0, 'beta'),
        day('2026-10-08'),
        day('2026-10-10', 0, 4, null),
      ],
      absences: [
        {
          type: 'medical_appointment',
          start: '2026-10-06',
          end: '2026-10-06',
          unit: 'hours',
          hours: 2.5,
        },
        { type: 'sick_leave', start: '2026-10-07', end: '2026-10-12', unit: 'days', hours: null },
      ],
    });
    assert.equal(totals.workingDays, 21);
    assert.equal(totals.daysWorked, 3, 'the 7th and 8th are sick days; the 10th has no hours');
    assert.equal(totals.hours, 21.5);
    assert.equal(totals.extraHours, 5.5);
    assert.deepEqual(totals.absences, [
      { type: 'medical_appointment', days: 0, hours: 2.5 },
      { type: 'sick_leave', days: 4, hours: 32 },
    ]);
    assert.deepEqual(totals.projects, [
      { projectId: 'alpha', days: 3, hours: 21.5, extraHours: 1.5 },
      { projectId: 'beta', days: 0, hours: 0, extraHours: 0 },
      { projectId: null, days: 0, hours: 0, extraHours: 4 },
    ]);
  });

  it('never takes more hours off a day than it has', () => {
    const totals = workMapTotals({
      month: OCTOBER,
      pattern,
      dailyHours: 8,
      workDays: [day('2026-10-01', 3)],
      absences: [
        { type: 'training', start: '2026-10-01', end: '2026-10-01', unit: 'hours', hours: 6 },
      ],
    });
    assert.deepEqual([totals.daysWorked, totals.hours], [1, 0]);
  });
});
