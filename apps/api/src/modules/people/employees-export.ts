import { CONTRACT_TYPES } from '@quadro/contract/account';
import { EMPLOYEE_STATUSES, type EmployeeRow } from '@quadro/contract/employees';
import writeXlsxFile from 'write-excel-file/node';

/** The exported table's columns, the same in both formats. */
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
const START_DATE = 'Start date';

/**
 * RFC 4180 quoting; a cell starting with = + - @ (or tab/CR) gets a leading apostrophe so a
 * spreadsheet shows it as text instead of running it as a formula.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 with a byte-order mark, so spreadsheet programs read the accents right. */
export function employeesCsv(rows: readonly EmployeeRow[]): string {
  const lines = [
    COLUMNS.map(([header]) => csvCell(header)).join(','),
    ...rows.map((row) => COLUMNS.map(([, value]) => csvCell(value(row))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * One sheet with a bold, frozen header. Text cells are typed as strings, so nothing in them is
 * ever run as a formula; start dates are real dates a spreadsheet can sort and filter.
 */
export function employeesXlsx(rows: readonly EmployeeRow[]): Promise<Buffer> {
  const header = COLUMNS.map(([title]) => ({ value: title, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    COLUMNS.map(([title, value]) => {
      const text = value(row);
      if (title === START_DATE && text) {
        return { value: new Date(`${text}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' };
      }
      return { value: text, type: String };
    }),
  );
  return writeXlsxFile([header, ...body], {
    sheet: 'Employees',
    stickyRowsCount: 1,
    columns: COLUMNS.map(([title]) => ({ width: title === 'Email' ? 32 : 20 })),
  }).toBuffer();
}
