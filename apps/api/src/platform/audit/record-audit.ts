import type { Executor } from '../../db/database.ts';
import { auditLog } from './audit.schema.ts';

/** Who caused a change: null userId for the system (jobs, seeds), requestId to find it in the logs. */
export interface Actor {
  userId: string | null;
  requestId?: string | undefined;
}

export interface AuditEntry {
  actor: Actor;
  /** Dotted verb, e.g. 'approval.approve' or 'vacation.update'. */
  action: string;
  entityType: string;
  entityId: string;
  /** JSON-serialisable snapshots of what changed; leave out secrets such as password hashes. */
  before?: unknown;
  after?: unknown;
}

/** Pass the transaction of the change itself, so the entry exists exactly when the change does. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: entry.actor.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.actor.requestId ?? null,
  });
}
