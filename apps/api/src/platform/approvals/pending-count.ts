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

const waitingFor = <T extends ApprovableTable, F>(kind: ApprovableKind<T, F>) =>
  sql<number>`1 + (select count(*) from ${approvalDecisions}
    where ${approvalDecisions.kind} = ${kind.kind} and ${approvalDecisions.itemId} = ${kind.table.id}
      and ${approvalDecisions.current} and ${approvalDecisions.decision} = 'approve')::int`;

/**
 * Which items wait for the actor's decision: pending, not their own nor sent by them, and with
 * more than one level only those waiting for a level the actor decides; undefined when the actor
 * decides no level.
 */
function waitingForActor<T extends ApprovableTable, F>(
  ctx: ServiceContext,
  actor: Actor,
  kind: ApprovableKind<T, F>,
): SQL | undefined | 'none' {
  const levels = levelsOf(ctx, kind);
  const pending = and(eq(kind.table.status, 'PendingApproval'), notTheirs(actor, kind));
  if (levels.length === 1) return pending;
  const mine = levelsDecidedBy(levels, actor.profiles);
  if (mine.length === 0) return 'none';
  return and(pending, inArray(waitingFor(kind), mine));
}

/**
 * How many items wait for the actor's decision (the menu badge). With one level, every pending
 * item; with more, only those waiting for a level the actor decides; never their own items nor
 * those they sent.
 */
export async function countPending<T extends ApprovableTable, F>(
  ctx: ServiceContext,
  actor: Actor,
  kind: ApprovableKind<T, F>,
): Promise<number> {
  const where = waitingForActor(ctx, actor, kind);
  if (where === 'none') return 0;
  const [row] = await ctx.db
    .select({ total: count() })
    .from(kind.table as ApprovableTable)
    .where(where);
  return row?.total ?? 0;
}

/**
 * The same count per group (`group`: an expression of the kind's table, such as its month as
 * 'YYYY-MM'), newest group first: the dashboard links each group to the list showing it.
 */
export async function countPendingBy<T extends ApprovableTable, F>(
  ctx: ServiceContext,
  actor: Actor,
  kind: ApprovableKind<T, F>,
  group: SQL<string>,
): Promise<{ group: string; total: number }[]> {
  const where = waitingForActor(ctx, actor, kind);
  if (where === 'none') return [];
  return ctx.db
    .select({ group: sql<string>`${group}`.as('pending_group'), total: count() })
    .from(kind.table as ApprovableTable)
    .where(where)
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
}
