import type { ApprovalWorkflow } from '@quadro/contract/approval';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { Actor } from '../audit/record-audit.ts';
import type { ApprovableTable } from './approvable-table.ts';
import { transition } from './transition.ts';

export interface SubmitSelectedRequest<T extends ApprovableTable> {
  table: T;
  ids: readonly string[];
  actor: Actor;
  /** Names the thing in messages, e.g. 'salary receipt'. */
  label: string;
  workflow: ApprovalWorkflow;
  /** Refuses a row that may not be sent (throws); runs before anything moves. */
  check: (row: T['$inferSelect']) => void;
  /** Columns set with the move: who sent it (four eyes), when. */
  alsoSet: Partial<T['$inferInsert']>;
  /** What to answer when one of the ids is unknown. */
  notFound: () => Error;
}

/**
 * Sends the selected rows to approval in the caller's transaction: all move or none (run it in
 * withTransaction). The rows are locked in id order, so two requests take turns; one already
 * waiting is left as it is, so a double send moves nothing. Answers the rows that moved.
 */
export async function submitSelected<T extends ApprovableTable>(
  executor: Executor,
  request: SubmitSelectedRequest<T>,
): Promise<T['$inferSelect'][]> {
  const ids = [...new Set(request.ids)];
  const rows = (await executor
    .select()
    .from(request.table as ApprovableTable)
    .where(inArray(request.table.id, ids))
    .orderBy(request.table.id)
    .for('update')) as T['$inferSelect'][];
  if (rows.length !== ids.length) throw request.notFound();
  const waiting = rows.filter((row) => (row as { status: string }).status !== 'PendingApproval');
  for (const row of waiting) request.check(row);
  for (const row of waiting) {
    await transition(executor, {
      table: request.table,
      id: (row as { id: string }).id,
      action: 'submit',
      actor: request.actor,
      label: request.label,
      workflow: request.workflow,
      alsoSet: request.alsoSet,
    });
  }
  return waiting;
}
