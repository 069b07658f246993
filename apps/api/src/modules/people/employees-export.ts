import { CONTRACT_TYPES } from '@quadro/contract/account';
import { EMPLOYEE_STATUSES, type EmployeeRow } from '@quadro/contract/employees';
import {
  csvFile,
  type ExportCell,
  type ExportSheet,
  xlsxFile,
} from '../../platform/files/spreadsheet-export.ts';

/** The exported table's columns, the same in both formats. */
const COLUMNS: Array<[string, (row: EmployeeRow) => ExportCell]> = [
  ['Name', (row) => row.name],
  ['Email', (row) => row.email],
  ['Profiles', (row) => row.profiles.join(', ')],
  ['Job title', (row) => row.job_title ?? ''],
  [
    'Contract type',
    (row) => CONTRACT_TYPES.find((type) => type.key === row.contract_type)?.name ?? '',
  ],
  ['Client', (row) => row.client?.name ?? ''],
  ['Start date', (row) => (row.start_date ? { day: row.start_date } : '')],
  ['Status', (row) => EMPLOYEE_STATUSES.find((status) => status.key === row.status)?.name ?? ''],
];

function sheetOf(rows: readonly EmployeeRow[]): ExportSheet {
  return {
    name: 'Employees',
    header: COLUMNS.map(([title]) => title),
    rows: rows.map((row) => COLUMNS.map(([, value]) => value(row))),
  };
}

export const employeesCsv = (rows: readonly EmployeeRow[]) => csvFile(sheetOf(rows));
export const employeesXlsx = (rows: readonly EmployeeRow[]) => xlsxFile([sheetOf(rows)]);
