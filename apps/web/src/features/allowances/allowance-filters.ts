import {
  canGenerateAllowancePlans,
  generatableAllowanceYears,
} from '@quadro/contract/allowance-amount';
import {
  ALLOWANCE_MESSAGES,
  ALLOWANCE_STATUS_LABELS,
  ALLOWANCE_STATUSES,
  ALLOWANCE_TYPES,
  type AllowanceStatus,
  type AllowanceType,
} from '@quadro/contract/allowances';
import { MONTHS } from '@quadro/contract/months';

/** Finance's filters as the URL keeps them: each empty (or left out) means All. */
export interface AllowanceTableFilters {
  allowance: AllowanceType | '';
  year: number | undefined;
  /** 1-12: plans paying something in that month. */
  month: number | undefined;
  status: AllowanceStatus | '';
  search: string;
  page: number;
}

const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;
/** How many years back from this one the year filter offers (besides next year). */
const YEARS_BACK = 5;

const inRange = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** Reads the filters from the URL; anything unknown falls back to All (and the first page). */
export function readAllowanceFilters(params: URLSearchParams): AllowanceTableFilters {
  const allowance = params.get('allowance') ?? '';
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  const status = params.get('status') ?? '';
  return {
    allowance: ALLOWANCE_TYPES.some((type) => type.key === allowance)
      ? (allowance as AllowanceType)
      : '',
    year: inRange(year, FIRST_YEAR, LAST_YEAR) ? year : undefined,
    month: inRange(month, 1, 12) ? month : undefined,
    status: (ALLOWANCE_STATUSES as readonly string[]).includes(status)
      ? (status as AllowanceStatus)
      : '',
    search: params.get('search') ?? '',
    page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1),
  };
}

/**
 * The query string of the table, totals and export calls: only the filters set (All is left out),
 * then whatever `extra` adds (page and size, or the export's format).
 */
export function allowanceQuery(
  filters: Omit<AllowanceTableFilters, 'page'>,
  extra: Record<string, string | number> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.allowance) params.set('allowance', filters.allowance);
  if (filters.year !== undefined) params.set('year', String(filters.year));
  if (filters.month !== undefined) params.set('month', String(filters.month));
  if (filters.status) params.set('status', filters.status);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params;
}

export const ALLOWANCE_OPTIONS = ALLOWANCE_TYPES.map((type) => ({
  value: type.key,
  label: type.label,
}));
export const MONTH_OPTIONS = MONTHS.map((month) => ({
  value: String(month.number),
  label: month.name,
}));
export const STATUS_OPTIONS = ALLOWANCE_STATUSES.map((status) => ({
  value: status,
  label: ALLOWANCE_STATUS_LABELS[status],
}));

/** Next year down to five years ago, newest first, and the chosen year when it lies outside. */
export function yearOptions(thisYear: number, chosen: number | undefined) {
  const years = Array.from({ length: YEARS_BACK + 2 }, (_, index) => thisYear + 1 - index);
  if (chosen !== undefined && !years.includes(chosen)) years.push(chosen);
  return years.sort((a, b) => b - a).map((year) => ({ value: String(year), label: String(year) }));
}

/** 'Generate plans for {year}': the filtered year, or this one when the filter is All. */
export const generationYear = (filters: Pick<AllowanceTableFilters, 'year'>, thisYear: number) =>
  filters.year ?? thisYear;

/**
 * Why 'Generate plans for {year}' is refused today, or undefined when it is allowed: the API's
 * own rule and message (this year, and from 1 December the next one too).
 */
export function generationRefusal(year: number, today: string): string | undefined {
  return canGenerateAllowancePlans(year, today)
    ? undefined
    : ALLOWANCE_MESSAGES.generateYear(generatableAllowanceYears(today));
}
