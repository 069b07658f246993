import { auditChanges } from '@quadro/contract/audit-changes';
import type { AuditEntry, AuditTrailPage, AuditTrailQuery } from '@quadro/contract/audit-trail';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden, invalidField } from '../../platform/errors/app-error.ts';
import { namesOfPeople } from '../people/people.public.ts';
import { canReadAuditTrail } from './audit-trail.policy.ts';
import {
  type AuditListRow,
  type AuditRowFilters,
  listAuditRows,
} from './audit-trail.repository.ts';
import { type AuditCursor, decodeCursor, encodeCursor } from './audit-trail-cursor.ts';

export function requireAuditReader(actor: Actor): void {
  if (!canReadAuditTrail(actor)) throw forbidden();
}

export function rowFiltersOf(ctx: ServiceContext, filters: Omit<AuditRowFilters, 'timeZone'>) {
  return { ...filters, timeZone: ctx.parameters.current().companyTimeZone };
}

/** The rows as the screen and the export show them, their actors named. */
export async function readableEntries(
  ctx: ServiceContext,
  rows: readonly AuditListRow[],
): Promise<AuditEntry[]> {
  const actorIds = rows.flatMap((row) => (row.actorId ? [row.actorId] : []));
  const names = await namesOfPeople(ctx.db, actorIds);
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actorId
      ? { id: row.actorId, name: names.get(row.actorId) ?? 'Unknown person' }
      : null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    changes: auditChanges(row.before, row.after),
    requestId: row.requestId,
  }));
}

/** One page of the filtered trail, newest first, and the cursor of the next. */
export async function listAuditEntries(
  ctx: ServiceContext,
  actor: Actor,
  query: AuditTrailQuery,
): Promise<AuditTrailPage> {
  requireAuditReader(actor);
  const { after, pageSize, ...filters } = query;
  let cursor: AuditCursor | undefined;
  if (after) {
    cursor = decodeCursor(after);
    if (!cursor) throw invalidField('after', 'Not a page of this list');
  }
  const rows = await listAuditRows(ctx.db, rowFiltersOf(ctx, filters), cursor, pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: await readableEntries(ctx, page),
    next: rows.length > pageSize && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}
