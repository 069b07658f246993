import { SALARY_RECEIPT_PAGE_SIZE } from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import type { ManageFilters, Period } from '../receipt-filters.ts';

export const salaryReceiptKeys = {
  all: ['salary-receipts'] as const,
  manage: ['salary-receipts', 'manage'] as const,
  missing: ['salary-receipts', 'missing'] as const,
  pending: ['salary-receipts', 'pending'] as const,
  mine: ['salary-receipts', 'mine'] as const,
};

/** GET /api/salary-receipts: finance's page of a year's receipts, filtered. */
export function useManageSalaryReceipts(query: ManageFilters & { search: string }) {
  const params = {
    year: query.year,
    page: query.page,
    pageSize: SALARY_RECEIPT_PAGE_SIZE,
    month: query.month,
    status: query.status || undefined,
    kind: query.kind || undefined,
    search: query.search || undefined,
  };
  return useQuery({
    queryKey: [...salaryReceiptKeys.manage, query],
    queryFn: () => apiRequest(SALARY_RECEIPTS_ENDPOINTS.listReceipts, { query: params }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/salary-receipts/missing?year=&month=: who has no salary receipt for the month yet. */
export function useMissingSalaryReceipts(period: Period) {
  return useQuery({
    queryKey: [...salaryReceiptKeys.missing, period],
    queryFn: () =>
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.listMissing, {
        query: { year: period.year, month: period.month },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/salary-receipts/pending-number: reads a number (menu badge). */
export const salaryReceiptPendingQuery = queryOptions({
  queryKey: salaryReceiptKeys.pending,
  queryFn: () => apiRequest(SALARY_RECEIPTS_ENDPOINTS.pendingNumber),
});

/** GET /api/salary-receipts/mine?year=: the employee's published receipts, newest first. */
export function useMySalaryReceipts(year: number | undefined) {
  return useQuery({
    queryKey: [...salaryReceiptKeys.mine, { year }],
    queryFn: () => apiRequest(SALARY_RECEIPTS_ENDPOINTS.myReceipts, { query: { year } }),
    placeholderData: keepPreviousData,
  });
}
