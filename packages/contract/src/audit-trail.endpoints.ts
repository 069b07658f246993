import {
  auditTrailExportQuerySchema,
  auditTrailPageSchema,
  auditTrailQuerySchema,
} from './audit-trail.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

/** The administrator's audit trail: the entries, filtered, and their export. */
export const AUDIT_TRAIL_ENDPOINTS = {
  listEntries: defineEndpoint({
    method: 'GET',
    path: '/api/audit-trail',
    access: ['admin'],
    tag: 'audit-trail',
    summary:
      'Audit entries newest first, filtered by actor, record kind, record, action and company days',
    query: auditTrailQuerySchema,
    responses: { 200: auditTrailPageSchema, ...errorResponses(400, 401, 403) },
  }),
  exportEntries: defineEndpoint({
    method: 'GET',
    path: '/api/audit-trail/export',
    access: ['admin'],
    tag: 'audit-trail',
    summary: 'The filtered audit entries as CSV (streamed, every entry) or XLSX',
    query: auditTrailExportQuerySchema,
    responses: errorResponses(400, 401, 403),
  }),
};
