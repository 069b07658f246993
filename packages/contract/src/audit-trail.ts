import { z } from 'zod';
import { isoDateSchema, requiredText } from './fields.ts';

/**
 * The administrator's audit trail (Settings › Audit trail): every recorded change and sign-in,
 * newest first, filtered by who acted, the kind and id of the record, the action and the company
 * days it happened on.
 */
const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), requiredText({ max }).optional());

export const auditTrailFiltersSchema = z
  .object({
    actorId: z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional()),
    entityType: optionalText(100),
    entityId: optionalText(200),
    action: optionalText(100),
    /** Company days, both included. */
    from: z.preprocess((value) => (value === '' ? undefined : value), isoDateSchema.optional()),
    to: z.preprocess((value) => (value === '' ? undefined : value), isoDateSchema.optional()),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: 'Must be on or after the first day',
    path: ['to'],
  });
export type AuditTrailFilters = z.infer<typeof auditTrailFiltersSchema>;

export const AUDIT_TRAIL_PAGE_SIZE = 50;

/** A page after `after`, the `next` of the page before: keyset paging stays fast at any depth. */
export const auditTrailQuerySchema = auditTrailFiltersSchema.and(
  z.object({
    after: optionalText(200),
    pageSize: z.coerce.number().int().min(1).max(200).default(AUDIT_TRAIL_PAGE_SIZE),
  }),
);
export type AuditTrailQuery = z.infer<typeof auditTrailQuerySchema>;

export const auditTrailExportQuerySchema = auditTrailFiltersSchema.and(
  z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }),
);
export type AuditTrailExportQuery = z.infer<typeof auditTrailExportQuerySchema>;

/** One field an entry changed: its dotted path and its value before and after, as text. */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  /** Null for the system (jobs, seeds) and for whoever a failed sign-in came from. */
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  changes: z.array(auditChangeSchema),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditTrailPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** The `after` of the next page; null on the last. */
  next: z.string().nullable(),
});
export type AuditTrailPage = z.infer<typeof auditTrailPageSchema>;

/** The most rows an XLSX export holds (a spreadsheet is built whole in memory); CSV streams all. */
export const AUDIT_XLSX_MAX_ROWS = 50_000;
