import type { AuditTrailFilters } from '@quadro/contract/audit-trail';
import { AUDIT_TRAIL_ENDPOINTS } from '@quadro/contract/audit-trail.endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { auditTrailKeys } from './audit-trail-keys.ts';

/** GET /api/audit-trail?…filters…&after= (admin): the entries, newest first, a page at a time. */
export function getAuditEntries(filters: AuditTrailFilters, after: string | undefined) {
  return apiRequest(AUDIT_TRAIL_ENDPOINTS.listEntries, {
    query: { ...filters, ...(after ? { after } : {}) },
  });
}

export const auditEntriesQuery = (filters: AuditTrailFilters) =>
  infiniteQueryOptions({
    queryKey: auditTrailKeys.entries(filters),
    queryFn: ({ pageParam }) => getAuditEntries(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The entries, one more page on each `fetchNextPage` (Load more); a new filter keeps the old in view. */
export function useAuditEntries(filters: AuditTrailFilters) {
  return useInfiniteQuery({ ...auditEntriesQuery(filters), placeholderData: keepPreviousData });
}
