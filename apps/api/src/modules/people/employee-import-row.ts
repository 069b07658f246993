import { CONTRACT_TYPES } from '@quadro/contract/account';
import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_DEFAULTS,
  EMPLOYEE_IMPORT_MESSAGES,
  type EmployeeImportColumn,
} from '@quadro/contract/employee-import';
import { type EmployeeInput, employeeInputSchema, WEEKDAYS } from '@quadro/contract/employees';
import { normalizeProfile } from '@quadro/contract/profiles';

export type ImportCells = Record<EmployeeImportColumn, string>;
export interface CellError {
  column: string;
  message: string;
}

const TITLE_OF = Object.fromEntries(
  EMPLOYEE_IMPORT_COLUMNS.map((column) => [column.key, column.title]),
) as Record<EmployeeImportColumn, string>;
const TITLES: string[] = EMPLOYEE_IMPORT_COLUMNS.map((column) => column.title);
export const columnTitle = (key: EmployeeImportColumn) => TITLE_OF[key];

/** 'Start date', 'start_date' and 'START-DATE' are one column; so are 'Tax number' and 'taxnumber'. */
const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export interface ColumnMap {
  indexOf: Map<EmployeeImportColumn, number>;
  missing: string[];
  ignored: string[];
}

/** Which header cell holds each column; unknown and repeated headers are ignored. */
export function mapColumns(header: readonly string[]): ColumnMap {
  const indexOf = new Map<EmployeeImportColumn, number>();
  const ignored: string[] = [];
  header.forEach((cell, index) => {
    const column = EMPLOYEE_IMPORT_COLUMNS.find(
      (candidate) =>
        comparable(candidate.title) === comparable(cell) ||
        comparable(candidate.key) === comparable(cell),
    );
    if (column && !indexOf.has(column.key)) indexOf.set(column.key, index);
    else if (cell.trim() !== '') ignored.push(cell.trim());
  });
  const missing = EMPLOYEE_IMPORT_COLUMNS.filter((column) => !indexOf.has(column.key)).map(
    (column) => column.title,
  );
  return { indexOf, missing, ignored };
}

export function cellsOf(row: readonly string[], columns: ColumnMap): ImportCells {
  return Object.fromEntries(
    EMPLOYEE_IMPORT_COLUMNS.map((column) => [
      column.key,
      (row[columns.indexOf.get(column.key) ?? -1] ?? '').trim(),
    ]),
  ) as ImportCells;
}

type Parsed<T> = { value: T } | { error: string };

function parseProfiles(cell: string): Parsed<string[]> {
  const names = cell
    .split(/[,;|/]/)
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.find((name) => !normalizeProfile(name));
  if (unknown) return { error: EMPLOYEE_IMPORT_MESSAGES.unknownProfile(unknown) };
  return { value: [...new Set(names.map((name) => normalizeProfile(name) as string))] };
}

function parseContractType(cell: string): Parsed<string | undefined> {
  if (cell === '') return { value: undefined };
  const type = CONTRACT_TYPES.find(
    (candidate) =>
      comparable(candidate.key) === comparable(cell) ||
      comparable(candidate.name) === comparable(cell),
  );
  return type ? { value: type.key } : { error: EMPLOYEE_IMPORT_MESSAGES.unknownContractType(cell) };
}

function weekdayNumber(token: string): number | undefined {
  if (/^[1-7]$/.test(token)) return Number(token);
  const name = comparable(token);
  return WEEKDAYS.find((day) => comparable(day.short) === name || comparable(day.name) === name)
    ?.key;
}

/** 'Mon-Fri', 'Mon, Wed, Fri', '1 2 3' or a mix; blank is the usual week. */
function parseWeekdays(cell: string): Parsed<number[]> {
  if (cell === '') return { value: [...EMPLOYEE_IMPORT_DEFAULTS.working_weekdays] };
  const days: number[] = [];
  for (const token of cell
    .replace(/\s*[-–]\s*/g, '-')
    .split(/[\s,;]+/)
    .filter(Boolean)) {
    const [from, to, ...rest] = token.split('-').map(weekdayNumber);
    const range = token.includes('-');
    if (from === undefined || (range && (to === undefined || to < from || rest.length > 0))) {
      return { error: EMPLOYEE_IMPORT_MESSAGES.unknownWeekday(token) };
    }
    for (let day = from; day <= (range ? (to as number) : from); day++) days.push(day);
  }
  return { value: [...new Set(days)] };
}

/** ISO days as they are; the day-first dates Portuguese spreadsheets write turned into ISO. */
function parseDate(cell: string): Parsed<string | undefined> {
  if (cell === '') return { value: undefined };
  if (/^\d{4}-\d{2}-\d{2}$/.test(cell)) return { value: cell };
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  if (!dayFirst) return { error: EMPLOYEE_IMPORT_MESSAGES.invalidDate };
  const [, day, month, year] = dayFirst;
  return { value: `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}` };
}

/**
 * One row read as an employee: each cell interpreted the way people type it, then the same schema
 * as the New employee form. Every error names its column by title.
 */
export function employeeFromCells(cells: ImportCells): {
  employee?: EmployeeInput;
  errors: CellError[];
} {
  const errors: CellError[] = [];
  const take = <T>(key: EmployeeImportColumn, parsed: Parsed<T>): T | undefined => {
    if ('value' in parsed) return parsed.value;
    errors.push({ column: columnTitle(key), message: parsed.error });
    return undefined;
  };
  const candidate = {
    name: cells.name,
    email: cells.email,
    profiles: take('profiles', parseProfiles(cells.profiles)),
    start_date: take('start_date', parseDate(cells.start_date)),
    contract_type: take('contract_type', parseContractType(cells.contract_type)),
    job_title: cells.job_title,
    working_weekdays: take('working_weekdays', parseWeekdays(cells.working_weekdays)),
    daily_hours: cells.daily_hours.replace(',', '.') || EMPLOYEE_IMPORT_DEFAULTS.daily_hours,
    tax_number: cells.tax_number.replace(/\s/g, '').replace(/^PT/i, ''),
  };
  const parsed = employeeInputSchema.safeParse(candidate);
  if (parsed.success && errors.length === 0) return { employee: parsed.data, errors };
  const named = new Set(errors.map((error) => error.column));
  for (const issue of parsed.error?.issues ?? []) {
    const column = columnTitle(issue.path[0] as EmployeeImportColumn);
    if (named.has(column)) continue;
    named.add(column);
    errors.push({ column, message: issue.message });
  }
  return { errors: errors.sort((a, b) => TITLES.indexOf(a.column) - TITLES.indexOf(b.column)) };
}
