import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@quadro/contract/approval';
import type { ManageKilometreMapsQuery } from '@quadro/contract/kilometre-maps';
import { MONTHS } from '@quadro/contract/months';

export const MANAGE_PAGE_SIZE = 20;

/** The states a sent month goes through: finance never sees one not yet sent. */
const DECIDED_STATES: ApprovalStatus[] = ['PendingApproval', 'Approved', 'Rejected'];

export const STATUS_OPTIONS = DECIDED_STATES.map((status) => ({
  value: status,
  label: APPROVAL_STATUS_LABELS[status],
}));
export const MONTH_OPTIONS = MONTHS.map((month) => ({
  value: String(month.number),
  label: month.name,
}));

const whole = (value: string | null, min: number, max: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

/** Finance's filters as the URL keeps them: this year, every month and state, the first page. */
export function readManageFilters(
  params: URLSearchParams,
  thisYear: number,
): Omit<ManageKilometreMapsQuery, 'search'> {
  const status = params.get('status') ?? '';
  return {
    year: whole(params.get('year'), 2000, 2100) ?? thisYear,
    month: whole(params.get('month'), 1, 12),
    status: DECIDED_STATES.find((state) => state === status),
    page: whole(params.get('page'), 1, 100_000) ?? 1,
    pageSize: MANAGE_PAGE_SIZE,
  };
}
