import { SALARY_RECEIPT_PAGE_SIZE } from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import type { ManageFilters } from '../receipt-filters.ts';
import { salaryReceiptKeys } from './salary-receipt-keys.ts';

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
