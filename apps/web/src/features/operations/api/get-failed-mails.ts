import { OPERATIONS_ENDPOINTS } from '@quadro/contract/operations.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { OPERATIONS_REFRESH_MS, operationsKeys } from './operations-keys.ts';

export const FAILED_MAILS_PAGE_SIZE = 20;

/** GET /api/operations/failed-mails (admin): failed mail, newest first, and the outbox's counts. */
export function getFailedMails(page: number) {
  return apiRequest(OPERATIONS_ENDPOINTS.listFailedMails, {
    query: { page, pageSize: FAILED_MAILS_PAGE_SIZE },
  });
}

export const failedMailsQuery = (page: number) =>
  queryOptions({
    queryKey: operationsKeys.failedMails(page),
    queryFn: () => getFailedMails(page),
    refetchInterval: OPERATIONS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useFailedMails(page: number) {
  return useQuery(failedMailsQuery(page));
}
