import type { ApprovalLevels } from '@quadro/contract/approval';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import type { ServiceContext } from '../context/service-context.ts';
import type { ApprovableKind } from './approvable-kind.ts';
import type { ApprovableTable } from './approvable-table.ts';
import { approvalLevelsOf } from './approval-levels-view.ts';

/** What a kind's deciders' page asks of the queue; the rest (order, page, levels) is the engine's. */
export interface QueueRequest<Rows extends PgSelect, Counted extends PgSelect, Item> {
  page: number;
  pageSize: number;
  /** One stored state, or every state the queue lists. */
  status?: string | undefined;
  /**
   * The item's state when a row may have no item yet (trip justifications list every approved
   * kilometre month, justified or not); the kind's status column otherwise.
   */
  state?: SQL<string>;
  /** The kind's own filters (period, name, link…). */
  filters?: SQL | undefined;
  /**
   * The deciders make the drafts themselves (salary receipts, allowance plans), so their queue
   * lists them too; otherwise it lists what was sent or decided.
   */
  listsDrafts?: true;
  /** The row's columns and joins: `db.select(…).from(table)…$dynamic()`. */
  rows: (db: Executor) => Rows;
  /** After waiting first: the kind's order, ending in a unique column so pages never overlap. */
  orderBy: readonly (SQL | AnyPgColumn)[];
  /** `total: count()` and the kind's sums over the same filters, with only the joins they need. */
  count: (db: Executor) => Counted;
  /** The approvable item a row holds, if any (its levels are read for it). */
  itemOf: (row: Awaited<Rows>[number]) => { id: string; status: string } | null;
  /** The page's items from its rows and their levels. */
  items: (
    rows: Awaited<Rows>,
    levels: ReadonlyMap<string, ApprovalLevels>,
  ) => Item[] | Promise<Item[]>;
}

/** Orders the items waiting for a decision first. */
export const waitingFirst = (state: SQL | AnyPgColumn) => sql`(${state} = 'PendingApproval') desc`;

export interface QueuePage<Item, Counted> {
  page: { items: Item[]; total: number; page: number; pageSize: number };
  /** The count's row: the total and the kind's sums. */
  counted: Counted;
}

/**
 * A kind's deciders' queue, one page: sent or decided (drafts too if the kind says so), waiting
 * items first, then the kind's order; the count and sums over the same filters; each item's levels.
 */
export async function queuePage<
  T extends ApprovableTable,
  F,
  Rows extends PgSelect,
  Counted extends PgSelect & PromiseLike<{ total: number }[]>,
  Item,
>(
  ctx: ServiceContext,
  kind: ApprovableKind<T, F>,
  request: QueueRequest<Rows, Counted, Item>,
): Promise<QueuePage<Item, Awaited<Counted>[number]>> {
  const status = request.state ?? sql<string>`${kind.table.status}`;
  const where = and(
    request.listsDrafts ? undefined : ne(status, 'PendingSubmission'),
    request.status ? eq(status, request.status) : undefined,
    request.filters,
  );
  // A dynamic query keeps its rows' type through where/orderBy/limit; TypeScript only sees
  // PgSelect's, hence the casts.
  const [rows, [counted]] = await Promise.all([
    request
      .rows(ctx.db)
      .where(where)
      .orderBy(waitingFirst(status), ...request.orderBy)
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize) as unknown as Promise<Awaited<Rows>>,
    request.count(ctx.db).where(where) as unknown as Promise<Awaited<Counted>>,
  ]);
  const levels = await approvalLevelsOf(
    ctx,
    kind,
    rows.flatMap((row) => request.itemOf(row) ?? []),
  );
  // An aggregate without `group by` answers exactly one row.
  const totals = counted as Awaited<Counted>[number];
  return {
    page: {
      items: await request.items(rows, levels),
      total: totals.total,
      page: request.page,
      pageSize: request.pageSize,
    },
    counted: totals,
  };
}
