import {
  manageSalaryReceiptsPageSchema,
  SALARY_RECEIPT_PAGE_SIZE,
} from '@quadro/contract/salary-receipts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import type { ManageFilters } from '../receipt-filters.ts';
import { salaryReceiptKeys } from './salary-receipt-keys.ts';

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
