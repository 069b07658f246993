import type { ApprovalDecision } from '@quadro/contract/approval';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { type ApprovalDecisionRow, approvalDecisions } from './approval-decisions.schema.ts';

/** The decisions of the items' latest rounds, by item, first level first: one query. */
export async function currentDecisions(
  db: Executor,
  kind: string,
  itemIds: readonly string[],
): Promise<Map<string, ApprovalDecisionRow[]>> {
  const byItem = new Map<string, ApprovalDecisionRow[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select()
    .from(approvalDecisions)
    .where(
      and(
        eq(approvalDecisions.kind, kind),
        inArray(approvalDecisions.itemId, [...itemIds]),
        eq(approvalDecisions.current, true),
      ),
    )
    .orderBy(asc(approvalDecisions.level), asc(approvalDecisions.decidedAt));
  for (const row of rows) {
    const list = byItem.get(row.itemId);
    if (list) list.push(row);
    else byItem.set(row.itemId, [row]);
  }
  return byItem;
}

export async function recordDecision(
  db: Executor,
  decision: {
    kind: string;
    itemId: string;
    level: number;
    decision: ApprovalDecision;
    reason: string | null;
    decidedBy: string;
    decidedAt: Date;
  },
): Promise<void> {
  await db.insert(approvalDecisions).values(decision);
}

/** Sending items again starts a new round: the old decisions stay, as history. */
export async function closeRounds(
  db: Executor,
  kind: string,
  itemIds: readonly string[],
): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .update(approvalDecisions)
    .set({ current: false })
    .where(
      and(
        eq(approvalDecisions.kind, kind),
        inArray(approvalDecisions.itemId, [...itemIds]),
        eq(approvalDecisions.current, true),
      ),
    );
}

/** How many levels of the item's round are approved: the level it waits for is one more. */
export const approvedLevels = (decisions: readonly ApprovalDecisionRow[] | undefined) =>
  (decisions ?? []).filter((decision) => decision.decision === 'approve').length;
