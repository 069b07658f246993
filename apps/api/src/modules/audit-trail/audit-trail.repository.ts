import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import type { AuditCursor } from './audit-trail-cursor.ts';

/** The filters as the repository applies them; days are read in `timeZone`. */
export interface AuditRowFilters {
  actorId?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
}

/** The instant a company day starts: midnight on the company's wall clock, DST included. */
const dayStart = (day: string, timeZone: string) =>
  sql`((${day}::date)::timestamp at time zone ${timeZone})`;

function conditionsOf(filters: AuditRowFilters, cursor: AuditCursor | undefined): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.entityType ? eq(auditLog.entityType, filters.entityType) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from
      ? sql`${auditLog.createdAt} >= ${dayStart(filters.from, filters.timeZone)}`
      : undefined,
    filters.to
      ? sql`${auditLog.createdAt} < ${dayStart(filters.to, filters.timeZone)} + interval '1 day'`
      : undefined,
    cursor
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/** created_at to the microsecond, in UTC: what a cursor keeps. */
const exactTime = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Up to `limit` entries after `cursor`, newest first, on (created_at, id): each filter has an index
 * that ends with those columns (audit.schema.ts), so a page reads only its own rows at any depth.
 */
export function listAuditRows(
  db: Executor,
  filters: AuditRowFilters,
  cursor: AuditCursor | undefined,
  limit: number,
) {
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      requestId: auditLog.requestId,
      at: exactTime,
    })
    .from(auditLog)
    .where(and(...conditionsOf(filters, cursor)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

export type AuditListRow = Awaited<ReturnType<typeof listAuditRows>>[number];
