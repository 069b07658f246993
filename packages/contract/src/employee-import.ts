import { z } from 'zod';

/**
 * Importing employees from a CSV or XLSX file (hr): one row per employee, the columns below in
 * any order, matched by title or key ignoring case, accents, spaces and punctuation.
 */
export const EMPLOYEE_IMPORT_COLUMNS = [
  { key: 'name', title: 'Name', example: 'Inês Valente' },
  { key: 'email', title: 'Email', example: 'ines.valente@example.com' },
  { key: 'profiles', title: 'Profiles', example: 'employee, evaluator' },
  { key: 'start_date', title: 'Start date', example: '2026-12-01' },
  { key: 'contract_type', title: 'Contract type', example: 'Permanent' },
  { key: 'job_title', title: 'Job title', example: 'Data Engineer' },
  { key: 'working_weekdays', title: 'Working weekdays', example: 'Mon-Fri' },
  { key: 'daily_hours', title: 'Daily hours', example: '8' },
  { key: 'tax_number', title: 'Tax number', example: '123456789' },
] as const;
export type EmployeeImportColumn = (typeof EMPLOYEE_IMPORT_COLUMNS)[number]['key'];

/** Left blank, these cells take the company's usual week. */
export const EMPLOYEE_IMPORT_DEFAULTS = {
  working_weekdays: [1, 2, 3, 4, 5],
  daily_hours: '8',
} as const;

export const EMPLOYEE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const EMPLOYEE_IMPORT_MAX_ROWS = 1000;
export const EMPLOYEE_IMPORT_EXTENSIONS = ['.csv', '.xlsx'] as const;

export const EMPLOYEE_IMPORT_MESSAGES = {
  chooseFile: 'Choose a CSV or XLSX file first',
  unsupportedFile: 'The file must be a CSV (UTF-8) or an XLSX spreadsheet',
  unreadableFile: 'The file could not be read as a CSV or XLSX spreadsheet',
  noRows: 'The file has no employee rows under its header row',
  tooManyRows: `At most ${EMPLOYEE_IMPORT_MAX_ROWS} employees per file`,
  missingColumns: (titles: readonly string[]) => `Missing columns: ${titles.join(', ')}`,
  rowsWithErrors: (count: number) =>
    `${count} ${count === 1 ? 'row has' : 'rows have'} errors: nothing was imported. Fix the file and choose it again.`,
  unknownProfile: (name: string) => `Unknown profile '${name}'`,
  unknownContractType: (name: string) => `Unknown contract type '${name}'`,
  unknownWeekday: (name: string) =>
    `Unknown weekday '${name}': use Mon…Sun, 1…7 or a range like Mon-Fri`,
  invalidDate: 'Use a date like 2026-12-01 or 01/12/2026',
  duplicateInFile: (row: number) => `Same as row ${row} of this file`,
  imported: (count: number) =>
    `${count} ${count === 1 ? 'employee was' : 'employees were'} imported and invited by e-mail`,
} as const;

/** A problem with one cell; `column` is the column's title as the file's reader knows it. */
export const employeeImportErrorSchema = z.object({
  column: z.string(),
  message: z.string(),
});

export const employeeImportRowSchema = z.object({
  /** The spreadsheet's row number: the header is row 1. */
  row: z.number(),
  values: z.record(z.string(), z.string()),
  errors: z.array(employeeImportErrorSchema),
});
export type EmployeeImportRow = z.infer<typeof employeeImportRowSchema>;

/** POST /api/employees/import/preview: what importing the file would do, row by row. */
export const employeeImportPreviewSchema = z.object({
  file_name: z.string(),
  total_rows: z.number(),
  valid_rows: z.number(),
  ignored_columns: z.array(z.string()),
  rows: z.array(employeeImportRowSchema),
});
export type EmployeeImportPreview = z.infer<typeof employeeImportPreviewSchema>;

/** POST /api/employees/import: every row created and invited, or none. */
export const employeeImportResultSchema = z.object({
  message: z.string(),
  imported: z.number(),
});
export type EmployeeImportResult = z.infer<typeof employeeImportResultSchema>;
