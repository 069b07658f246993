import {
  manageSalaryReceiptsPageSchema,
  missingSalaryReceiptsSchema,
  mySalaryReceiptsSchema,
  SALARY_RECEIPT_PAGE_SIZE,
} from '@quadro/contract/salary-receipts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
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
  const params = new URLSearchParams({
    year: String(query.year),
    page: String(query.page),
    pageSize: String(SALARY_RECEIPT_PAGE_SIZE),
  });
  if (query.month !== undefined) params.set('month', String(query.month));
  if (query.status) params.set('status', query.status);
  if (query.kind) params.set('kind', query.kind);
  if (query.search) params.set('search', query.search);
  return useQuery({
    queryKey: [...salaryReceiptKeys.manage, query],
    queryFn: () =>
      apiRequest(`/api/salary-receipts?${params}`, { schema: manageSalaryReceiptsPageSchema }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/salary-receipts/missing?year=&month=: who has no salary receipt for the month yet. */
export function useMissingSalaryReceipts(period: Period) {
  return useQuery({
    queryKey: [...salaryReceiptKeys.missing, period],
    queryFn: () =>
      apiRequest(`/api/salary-receipts/missing?year=${period.year}&month=${period.month}`, {
        schema: missingSalaryReceiptsSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/salary-receipts/pending-number: reads a number (menu badge). */
export const salaryReceiptPendingQuery = queryOptions({
  queryKey: salaryReceiptKeys.pending,
  queryFn: () => apiRequest('/api/salary-receipts/pending-number', { schema: z.number() }),
});

/** GET /api/salary-receipts/mine?year=: the employee's published receipts, newest first. */
export function useMySalaryReceipts(year: number | undefined) {
  return useQuery({
    queryKey: [...salaryReceiptKeys.mine, { year }],
    queryFn: () =>
      apiRequest(`/api/salary-receipts/mine${year === undefined ? '' : `?year=${year}`}`, {
        schema: mySalaryReceiptsSchema,
      }),
    placeholderData: keepPreviousData,
  });
}
