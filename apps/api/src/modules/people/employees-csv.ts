import { CONTRACT_TYPES } from '@quadro/contract/account';
import { EMPLOYEE_STATUSES, type EmployeeRow } from '@quadro/contract/employees';

const COLUMNS: Array<[string, (row: EmployeeRow) => string]> = [
  ['Name', (row) => row.name],
  ['Email', (row) => row.email],
  ['Profiles', (row) => row.profiles.join(', ')],
  ['Job title', (row) => row.job_title ?? ''],
  [
    'Contract type',
    (row) => CONTRACT_TYPES.find((type) => type.key === row.contract_type)?.name ?? '',
  ],
  ['Client', (row) => row.client?.name ?? ''],
  ['Start date', (row) => row.start_date ?? ''],
  ['Status', (row) => EMPLOYEE_STATUSES.find((status) => status.key === row.status)?.name ?? ''],
];

/**
 * RFC 4180 quoting; a cell starting with = + - @ (or tab/CR) gets a leading apostrophe so a
 * spreadsheet shows it as text instead of running it as a formula.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 with a byte-order mark, so spreadsheet programs read the accents right. */
export function employeesCsv(rows: readonly EmployeeRow[]): string {
  const lines = [
    COLUMNS.map(([header]) => cell(header)).join(','),
    ...rows.map((row) => COLUMNS.map(([, value]) => cell(value(row))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
