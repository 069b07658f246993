import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { type AuditRow, auditLog } from './audit.schema.ts';

/** The entries of one entity, oldest first. */
export function auditTrailOf(
  executor: Executor,
  entityType: string,
  entityId: string,
): Promise<AuditRow[]> {
  return executor
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
