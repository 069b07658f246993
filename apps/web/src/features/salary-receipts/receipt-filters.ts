import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@quadro/contract/approval';
import { MONTHS } from '@quadro/contract/months';
import {
  monthNameOf,
  SALARY_RECEIPT_KINDS,
  type SalaryReceiptKind,
} from '@quadro/contract/salary-receipts';

/** The four states of spec §3 a receipt goes through (never In Modification). */
export const RECEIPT_STATUSES: readonly ApprovalStatus[] = [
  'PendingSubmission',
  'PendingApproval',
  'Approved',
  'Rejected',
];

export const STATUS_OPTIONS = RECEIPT_STATUSES.map((status) => ({
  value: status,
  label: APPROVAL_STATUS_LABELS[status],
}));
export const KIND_OPTIONS = SALARY_RECEIPT_KINDS.map((kind) => ({
  value: kind.key,
  label: kind.name,
}));
export const MONTH_OPTIONS = MONTHS.map((month) => ({
  value: String(month.number),
  label: month.name,
}));

const FIRST_YEAR = 2000;

/** A year and month (1-12): today's is the company's. */
export interface Period {
  year: number;
  month: number;
}

/** The period of a month given as 'YYYY-MM'. */
export const periodOf = (month: string): Period => ({
  year: Number(month.slice(0, 4)),
  month: Number(month.slice(5, 7)),
});

export interface ManageFilters {
  year: number;
  /** 1-12, or undefined for the whole year. */
  month: number | undefined;
  status: ApprovalStatus | '';
  kind: SalaryReceiptKind | '';
  page: number;
}

const inRange = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * Finance's filters read from the URL: a year from 2000 to this one (this one otherwise), a month
 * or the whole year, a known state and kind or All, and the page. Anything unknown falls back.
 */
export function readManageFilters(params: URLSearchParams, today: Period): ManageFilters {
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  const status = params.get('status') ?? '';
  const kind = params.get('kind') ?? '';
  return {
    year: inRange(year, FIRST_YEAR, today.year) ? year : today.year,
    month: inRange(month, 1, 12) ? month : undefined,
    status: RECEIPT_STATUSES.includes(status as ApprovalStatus) ? (status as ApprovalStatus) : '',
    kind: SALARY_RECEIPT_KINDS.some((option) => option.key === kind)
      ? (kind as SalaryReceiptKind)
      : '',
    page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1),
  };
}

/** The month whose missing receipts are listed: the chosen one, else the current month. */
export function missingPeriodOf(filters: Pick<ManageFilters, 'year' | 'month'>, today: Period) {
  return filters.month === undefined ? today : { year: filters.year, month: filters.month };
}

/** 'October 2026'. */
export const periodText = (period: Period) => `${monthNameOf(period.month)} ${period.year}`;

/** The employee's year: the asked one when valid, else none (the server picks the newest). */
export function readYear(params: URLSearchParams): number | undefined {
  const year = Number(params.get('year'));
  return inRange(year, FIRST_YEAR, 2100) ? year : undefined;
}
