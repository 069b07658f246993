import {
  APPROVAL_STATUS_LABELS,
  type ApprovalAction,
  type ApprovalStatus,
  type ApprovalWorkflow,
  approvalWorkflow,
  rejectionReasonSchema,
} from '@quadro/contract/approval';
import { and, eq, getTableName, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { conflict, invalidField, notFound } from '../errors/app-error.ts';
import type { ApprovableTable, ApprovalSnapshot } from './approvable-table.ts';

export interface TransitionRequest<T extends ApprovableTable> {
  table: T;
  id: string;
  action: ApprovalAction;
  actor: Actor;
  /** Required for 'reject'; ignored otherwise. */
  reason?: string | undefined;
  /** Narrows which rows the caller may move (e.g. its own); a row outside it is not found. */
  scope?: SQL | undefined;
  /** Names the thing in messages, e.g. 'work map'. */
  label?: string;
  /** The moves this kind of item allows; the usual approvalWorkflow() when left out. */
  workflow?: ApprovalWorkflow;
  /**
   * The row as the caller already read it, locked (`for update`) in the transaction `executor`
   * is: it is moved as it is, not read again (the engine locks a selection in one statement).
   */
  locked?: T['$inferSelect'];
  /** Columns set together with the move (e.g. who submitted it, when it was published). */
  alsoSet?: Partial<T['$inferInsert']>;
}

const PAST_TENSE: Record<ApprovalAction, string> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  reopen: 'reopened',
  modify: 'reopened for changes',
};

const label = (status: string) => APPROVAL_STATUS_LABELS[status as ApprovalStatus] ?? status;

function rejectionReason(reason: string | undefined): string {
  const parsed = rejectionReasonSchema.safeParse(reason ?? '');
  if (!parsed.success) throw invalidField('reason', parsed.error.issues[0]?.message ?? 'Invalid');
  return parsed.data;
}

/** What a move did: the row as it is now, the state it was in, and whether it moved at all. */
export interface TransitionResult<Row> {
  row: Row;
  from: ApprovalStatus;
  moved: boolean;
}

const snapshot = (row: Record<string, unknown>): ApprovalSnapshot => ({
  status: row.status as string,
  rejectionReason: (row.rejectionReason as string | null) ?? null,
});

/**
 * Moves one row through the approval states of its workflow and audits the move, in one
 * transaction (a savepoint when `executor` is already one; none when the caller gives the row it
 * locked), and answers what moved and from which state. Repeating an action whose target state is
 * already reached returns the row unchanged (`moved: false`) and audits nothing. Who may decide
 * (four eyes, levels) is the engine's (decide-selected.ts). See docs/approvals.md.
 */
export async function transition<T extends ApprovableTable>(
  executor: Executor,
  request: TransitionRequest<T>,
): Promise<TransitionResult<T['$inferSelect']>> {
  const { table, id, action, actor, scope, label: noun = 'item' } = request;
  const rule = (request.workflow ?? approvalWorkflow())[action];
  if (!rule) throw conflict(`A ${noun} cannot be ${PAST_TENSE[action]}.`);
  const newReason = action === 'reject' ? rejectionReason(request.reason) : null;

  const move = async (tx: Executor): Promise<TransitionResult<T['$inferSelect']>> => {
    // The row lock orders concurrent moves of one row: the second sees the first one's result.
    const [current] = request.locked
      ? [request.locked as Record<string, unknown>]
      : ((await tx
          .select()
          .from(table as ApprovableTable)
          .where(and(eq(table.id, id), scope))
          .for('update')) as Record<string, unknown>[]);
    if (!current) throw notFound(noun.charAt(0).toUpperCase() + noun.slice(1));
    const status = current.status as ApprovalStatus;
    if (status === rule.to)
      return { row: current as T['$inferSelect'], from: status, moved: false };
    if (!rule.from.includes(status)) {
      throw conflict(
        `Cannot ${action} this ${noun}: it is ${label(status)}; it must be ` +
          `${rule.from.map(label).join(' or ')} to be ${PAST_TENSE[action]}.`,
      );
    }
    const [updated] = (await tx
      .update(table as ApprovableTable)
      .set({ ...request.alsoSet, status: rule.to, rejectionReason: newReason } as never)
      .where(eq(table.id, id))
      .returning()) as [Record<string, unknown>];
    await recordAudit(tx, {
      actor,
      action: `approval.${action}`,
      entityType: getTableName(table),
      entityId: id,
      before: snapshot(current),
      after: snapshot(updated),
    });
    return { row: updated as T['$inferSelect'], from: status, moved: true };
  };
  return request.locked ? move(executor) : executor.transaction(move);
}
