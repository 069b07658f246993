import { ABSENCE_TYPES, WORK_MAP_STATUS_LABELS } from '@quadro/contract/work-maps';
import {
  csvFile,
  type ExportCell,
  type ExportSheet,
  xlsxFile,
} from '../../platform/files/spreadsheet-export.ts';
import { absentDaysOf, type MonthRowTotals } from './work-map-approval.service.ts';

const NO_PROJECT = 'No project';

/** The absence types that occur this month: each gets a days and an hours column. */
function absenceTypesIn(rows: readonly MonthRowTotals[]) {
  const seen = new Set(
    rows.flatMap((row) => row.totals?.absences.map((entry) => entry.type) ?? []),
  );
  return ABSENCE_TYPES.filter((type) => seen.has(type.key));
}

function projectName(row: MonthRowTotals, projectId: string | null): string {
  return projectId ? (row.projectNames.get(projectId) ?? projectId) : NO_PROJECT;
}

/** One row per employee owing a map: state, totals, and each absence type's days and hours. */
function employeesSheet(rows: readonly MonthRowTotals[], withProjectColumn: boolean): ExportSheet {
  const types = absenceTypesIn(rows);
  const header = [
    'Employee',
    'Status',
    'Working days',
    'Days worked',
    'Hours',
    'Extra hours',
    'Absent days',
    ...types.flatMap((type) => [`${type.name} (days)`, `${type.name} (hours)`]),
    ...(withProjectColumn ? ['Hours by project'] : []),
  ];
  return {
    name: 'Work maps',
    header,
    rows: rows.map((row) => {
      const totals = row.totals;
      const base: ExportCell[] = [row.row.employeeName, WORK_MAP_STATUS_LABELS[row.row.status]];
      if (!totals) return [...base, ...header.slice(2).map(() => '')];
      const byType = (key: string) => totals.absences.find((entry) => entry.type === key);
      return [
        ...base,
        totals.workingDays,
        totals.daysWorked,
        totals.hours,
        totals.extraHours,
        absentDaysOf(totals),
        ...types.flatMap((type) => [byType(type.key)?.days ?? 0, byType(type.key)?.hours ?? 0]),
        ...(withProjectColumn
          ? [
              totals.projects
                .filter((project) => project.hours > 0 || project.extraHours > 0)
                .map(
                  (project) =>
                    `${projectName(row, project.projectId)}: ${project.hours + project.extraHours}`,
                )
                .join('; '),
            ]
          : []),
      ];
    }),
  };
}

/** One row per employee and project: days, hours and extra hours. */
function projectsSheet(rows: readonly MonthRowTotals[]): ExportSheet {
  return {
    name: 'Projects',
    header: ['Employee', 'Project', 'Days', 'Hours', 'Extra hours'],
    rows: rows.flatMap((row) =>
      (row.totals?.projects ?? [])
        .filter((project) => project.days > 0 || project.extraHours > 0)
        .map((project) => [
          row.row.employeeName,
          projectName(row, project.projectId),
          project.days,
          project.hours,
          project.extraHours,
        ]),
    ),
  };
}

/** A month's work maps as CSV (one table, projects in one column) or XLSX (two sheets). */
export async function workMapsExport(
  month: string,
  rows: readonly MonthRowTotals[],
  format: 'csv' | 'xlsx',
): Promise<{ fileName: string; body: string | Buffer }> {
  const fileName = `work-maps-${month}.${format}`;
  if (format === 'csv') return { fileName, body: csvFile(employeesSheet(rows, true)) };
  return { fileName, body: await xlsxFile([employeesSheet(rows, false), projectsSheet(rows)]) };
}
