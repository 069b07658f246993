import type { AuditTrailFilters } from '@quadro/contract/audit-trail';

/** The filters kept in the page's URL, by their query names (the API's own). */
export const AUDIT_FILTER_KEYS = [
  'actorId',
  'entityType',
  'entityId',
  'action',
  'from',
  'to',
] as const;

/** The filters the URL holds, only those set: the query of the list and of the export. */
export function readAuditFilters(params: URLSearchParams): AuditTrailFilters {
  const filters: Record<string, string> = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters as AuditTrailFilters;
}
