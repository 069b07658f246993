import {
  type AnyColumn,
  and,
  count,
  eq,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Actor } from '../context/actor.ts';
import type { ServiceContext } from '../context/service-context.ts';
import type { ApprovableKind } from './approvable-kind.ts';
import type { ApprovableTable } from './approvable-table.ts';
import { approvalDecisions } from './approval-decisions.schema.ts';
import { levelsDecidedBy, levelsOf } from './approval-levels.ts';

/** Not the actor's own items, nor those they sent for someone (they never decide either). */
function notTheirs<T extends ApprovableTable, F>(
  actor: Actor,
  kind: ApprovableKind<T, F>,
): SQL | undefined {
  if (!actor.userId) return undefined;
  const columnOf = (name: string) => (kind.table as unknown as Record<string, AnyColumn>)[name];
  const sentBy = kind.sentBy ? columnOf(kind.sentBy) : undefined;
  return and(
    ne(columnOf(kind.owner) as AnyColumn, actor.userId),
    sentBy ? or(isNull(sentBy), ne(sentBy, actor.userId)) : undefined,
  );
}

/**
 * How many items wait for the actor's decision (the menu badge, the dashboard). With one level,
 * every pending item; with more, only those waiting for a level the actor decides; never their
 * own items nor those they sent.
 */
export async function countPending<T extends ApprovableTable, F>(
  ctx: ServiceContext,
  actor: Actor,
  kind: ApprovableKind<T, F>,
): Promise<number> {
  const levels = levelsOf(ctx, kind);
  const pending = and(eq(kind.table.status, 'PendingApproval'), notTheirs(actor, kind));
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
