import type { ApprovalAction } from '@quadro/contract/approval';
import { getTableName } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { auditTrailOf } from '../audit/audit-trail.ts';
import type { ApprovableTable, ApprovalSnapshot } from './approvable-table.ts';

export interface ApprovalEvent {
  action: ApprovalAction;
  status: string;
  reason: string | null;
  actorId: string | null;
  at: Date;
}

const PREFIX = 'approval.';

/** Who moved the row, to which state, when: read from the audit log, oldest first. */
export async function approvalHistory(
  executor: Executor,
  table: ApprovableTable,
  id: string,
): Promise<ApprovalEvent[]> {
  const trail = await auditTrailOf(executor, getTableName(table), id);
  return trail
    .filter((entry) => entry.action.startsWith(PREFIX))
    .map((entry) => {
      const after = entry.after as ApprovalSnapshot;
      return {
        action: entry.action.slice(PREFIX.length) as ApprovalAction,
        status: after.status,
        reason: after.rejectionReason,
        actorId: entry.actorId,
        at: entry.createdAt,
      };
    });
}
