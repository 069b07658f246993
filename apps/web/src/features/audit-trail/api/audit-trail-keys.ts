import type { AuditTrailFilters } from '@quadro/contract/audit-trail';

export const auditTrailKeys = {
  all: ['audit-trail'] as const,
  entries: (filters: AuditTrailFilters) => [...auditTrailKeys.all, 'entries', filters] as const,
};
