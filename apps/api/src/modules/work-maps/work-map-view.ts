import type { ApprovalStatus } from '@quadro/contract/approval';
import { isApprovalEditable } from '@quadro/contract/approval';
import { absentWorkingDays, workMapTotals } from '@quadro/contract/work-map-totals';
import {
  type Absence,
  type AbsenceType,
  WORK_MAP_APPROVAL,
  type WorkDay,
  type WorkMapDetails,
} from '@quadro/contract/work-maps';
import type { AbsenceRow, WorkDayRow, WorkMapRow } from './work-maps.schema.ts';
import type { MonthPattern } from './work-pattern.ts';

export const monthKey = (monthStart: string) => monthStart.slice(0, 7);

export function toWorkDay(row: WorkDayRow & { projectName: string | null }): WorkDay {
  return {
    id: row.id,
    day: row.day,
    hours: Number(row.hours),
    extraHours: Number(row.extraHours),
    projectId: row.projectId,
    projectName: row.projectName,
  };
}

export function toAbsence(row: AbsenceRow, month: MonthPattern): Absence {
  const unit = row.unit as 'hours' | 'days';
  return {
    id: row.id,
    type: row.type as AbsenceType,
    start: row.startDate,
    end: row.endDate,
    unit,
    hours: row.hours === null ? null : Number(row.hours),
    days:
      unit === 'days'
        ? absentWorkingDays({ start: row.startDate, end: row.endDate }, month.pattern).length
        : null,
    note: row.note,
    hasJustification: row.justificationFileId !== null,
  };
}

/** The map's totals from its rows, by the one rule of work-map-totals.ts. */
export function totalsOf(
  month: MonthPattern,
  days: readonly Pick<WorkDayRow, 'day' | 'hours' | 'extraHours' | 'projectId'>[],
  absences: readonly AbsenceRow[],
) {
  return workMapTotals({
    month: month.month,
    pattern: month.pattern,
    dailyHours: month.dailyHours,
    workDays: days.map((day) => ({
      day: day.day,
      hours: Number(day.hours),
      extraHours: Number(day.extraHours),
      projectId: day.projectId,
    })),
    absences: absences.map((absence) => ({
      type: absence.type as AbsenceType,
      start: absence.startDate,
      end: absence.endDate,
      unit: absence.unit as 'hours' | 'days',
      hours: absence.hours === null ? null : Number(absence.hours),
    })),
  });
}

export function toWorkMapDetails(
  map: WorkMapRow & { employeeName: string },
  month: MonthPattern,
  days: Array<WorkDayRow & { projectName: string | null }>,
  absences: AbsenceRow[],
  projects: { id: string; name: string; code: string }[],
  vacations: WorkMapDetails['vacations'],
): WorkMapDetails {
  return {
    id: map.id,
    employee: { id: map.employeeId, name: map.employeeName },
    month: monthKey(map.month),
    status: map.status as ApprovalStatus,
    rejectionReason: map.rejectionReason,
    editable: isApprovalEditable(map.status, WORK_MAP_APPROVAL),
    dailyHours: month.dailyHours,
    workDays: days.map(toWorkDay),
    absences: absences.map((absence) => toAbsence(absence, month)),
    holidays: month.holidays,
    projects: [...new Map(projects.map((project) => [project.id, project])).values()].map(
      ({ id, name, code }) => ({ id, name, code }),
    ),
    totals: totalsOf(month, days, absences),
    vacations,
  };
}
