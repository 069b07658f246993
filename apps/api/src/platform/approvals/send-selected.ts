import { approvalWorkflow } from '@quadro/contract/approval';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { Actor } from '../context/actor.ts';
import { type ServiceContext, withTransaction } from '../context/service-context.ts';
import type { ApprovableKind } from './approvable-kind.ts';
import type { ApprovableTable } from './approvable-table.ts';
import { closeRounds } from './approval-decisions.ts';
import { levelsOf } from './approval-levels.ts';
import { mailDeciders } from './approval-mail.ts';
import { transition } from './transition.ts';

export interface SendRequest<T extends ApprovableTable> {
  ids: readonly string[];
  /** Narrows which rows the caller may send (e.g. their own); a row outside it is not found. */
  scope?: SQL | undefined;
  /** Refuses a row that may not be sent (throws); runs before anything moves. */
  check?: (row: T['$inferSelect']) => void;
  /**
   * Columns set with the move besides the declaration's (e.g. who sent it), or, from the locked
   * row, each item's own (e.g. the rate a kilometre month keeps): one update an item either way.
   */
  alsoSet?: Partial<T['$inferInsert']> | ((row: T['$inferSelect']) => Partial<T['$inferInsert']>);
}

/**
 * Sends the selected items to approval: all move or none. The rows are locked in id order, so two
 * requests take turns; one already waiting is left as it is, so a double send moves nothing and
 * mails nobody. Each sent item starts a new round of level decisions. The deciders of the first
 * level get the kind's "sent" mail, once for the whole selection. Answers the rows that moved.
 */
export async function sendSelected<T extends ApprovableTable, F>(
  ctx: ServiceContext,
  actor: Actor,
  kind: ApprovableKind<T, F>,
  request: SendRequest<T>,
): Promise<T['$inferSelect'][]> {
  const ids = [...new Set(request.ids)];
  return withTransaction(ctx, async (tx) => {
    const rows = (await tx.db
      .select()
      .from(kind.table as ApprovableTable)
      .where(and(inArray(kind.table.id, ids), request.scope))
      .orderBy(kind.table.id)
      .for('update')) as T['$inferSelect'][];
    if (rows.length !== ids.length) throw kind.notFound();
    const waiting = rows.filter((row) => (row as { status: string }).status !== 'PendingApproval');
    for (const row of waiting) request.check?.(row);
    const now = tx.clock.now();
    for (const row of waiting) {
      await transition(tx.db, {
        table: kind.table,
        id: (row as { id: string }).id,
        action: 'submit',
        actor,
        label: kind.label,
        workflow: approvalWorkflow(kind.variations),
        locked: row,
        alsoSet: {
          ...kind.alsoSet?.({ action: 'submit', now }),
          ...(typeof request.alsoSet === 'function' ? request.alsoSet(row) : request.alsoSet),
        },
      });
    }
    await closeRounds(
      tx.db,
      kind.kind,
      waiting.map((row) => (row as { id: string }).id),
    );
    await mailSent(tx, actor, kind, waiting);
    return waiting;
  });
}

/** The kind's "sent" mail to the first level's deciders, for items that just started waiting. */
export async function mailSent<T extends ApprovableTable, F>(
  ctx: ServiceContext,
  actor: Actor,
  kind: ApprovableKind<T, F>,
  items: readonly T['$inferSelect'][],
): Promise<void> {
  const sentText = kind.mails?.sent;
  if (!sentText || items.length === 0 || !actor.userId) return;
  const sender = (await kind.directory.peopleByIds(ctx.db, [actor.userId])).get(actor.userId);
  if (!sender) return;
  const facts = kind.mailFacts ? await kind.mailFacts(ctx.db, items) : new Map<string, F>();
  const [firstLevel = []] = levelsOf(ctx, kind);
  await mailDeciders(ctx, kind, firstLevel, sender, sentText({ items, facts, sender }));
}
