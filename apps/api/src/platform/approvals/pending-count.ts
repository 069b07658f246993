import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../context/actor.ts';
import type { ServiceContext } from '../context/service-context.ts';
import type { ApprovableKind } from './approvable-kind.ts';
import type { ApprovableTable } from './approvable-table.ts';
import { approvalDecisions } from './approval-decisions.schema.ts';
import { levelsDecidedBy, levelsOf } from './approval-levels.ts';

/**
 * How many items wait for a decision (the menu badge). With one level, every pending item; with
 * more, only those waiting for a level the actor decides.
 */
export async function countPending<T extends ApprovableTable, F>(
  ctx: ServiceContext,
  actor: Actor,
  kind: ApprovableKind<T, F>,
): Promise<number> {
  const levels = levelsOf(ctx, kind);
  const pending = eq(kind.table.status, 'PendingApproval');
  if (levels.length === 1) {
    const [row] = await ctx.db
      .select({ total: count() })
      .from(kind.table as ApprovableTable)
      .where(pending);
    return row?.total ?? 0;
  }
  const mine = levelsDecidedBy(levels, actor.profiles);
  if (mine.length === 0) return 0;
  const waitingFor = sql<number>`1 + (select count(*) from ${approvalDecisions}
    where ${approvalDecisions.kind} = ${kind.kind} and ${approvalDecisions.itemId} = ${kind.table.id}
      and ${approvalDecisions.current} and ${approvalDecisions.decision} = 'approve')::int`;
  const [row] = await ctx.db
    .select({ total: count() })
    .from(kind.table as ApprovableTable)
    .where(and(pending, inArray(waitingFor, mine)));
  return row?.total ?? 0;
}
