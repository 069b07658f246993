import {
  APPROVAL_LEVEL_MESSAGES,
  type ApprovalDecision,
  type ApprovalStatus,
  approvalWorkflow,
} from '@quadro/contract/approval';
import { getTableName, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import type { Actor } from '../context/actor.ts';
import { type ServiceContext, withTransaction } from '../context/service-context.ts';
import { forbidden } from '../errors/app-error.ts';
import type { ApprovableKind } from './approvable-kind.ts';
import type { ApprovableTable } from './approvable-table.ts';
import { approvedLevels, currentDecisions, recordDecision } from './approval-decisions.ts';
import { levelsDecidedBy, levelsOf } from './approval-levels.ts';
import { decidedMail, linkIn, mailDeciders } from './approval-mail.ts';
import { transition } from './transition.ts';

export interface DecideRequest {
  ids: readonly string[];
  decision: ApprovalDecision;
  /** Required to reject. */
  reason?: string | undefined;
}

/** What a decision did to one item. */
export interface Decided<Row> {
  item: Row;
  from: ApprovalStatus;
  /** The item changed: its state, or the level it waits for. */
  moved: boolean;
  /** The item reached its final state for this round (Approved, Rejected, In Modification). */
  final: boolean;
}

type Row<T extends ApprovableTable> = T['$inferSelect'];
const field = (row: unknown, column: string) => (row as Record<string, unknown>)[column];

/**
 * Decides the selected items in one transaction: all or none. A level before the last records its
 * approval and leaves the item Pending Approval for the next level; the last level's approval, or
 * a rejection (reason required) or a modification at any level, moves the item. Neither the owner
 * nor the sender decides an item, nor one person two levels of it. Deciding again what is already
 * decided that way changes nothing and mails nobody. The people mailed and the deciders of the
 * next level are read in one query each, whatever the number of items.
 */
export async function decideSelected<T extends ApprovableTable, F>(
  ctx: ServiceContext,
  actor: Actor,
  kind: ApprovableKind<T, F>,
  request: DecideRequest,
): Promise<Decided<Row<T>>[]> {
  const ids = [...new Set(request.ids)];
  return withTransaction(ctx, async (tx) => {
    const rows = (await tx.db
      .select()
      .from(kind.table as ApprovableTable)
      .where(inArray(kind.table.id, ids))
      .orderBy(kind.table.id)
      .for('update')) as Row<T>[];
    if (rows.length !== ids.length) throw kind.notFound();
    const levels = levelsOf(tx, kind);
    const actorLevels = levelsDecidedBy(levels, actor.profiles);
    const rounds = await currentDecisions(tx.db, kind.kind, ids);
    const guards = [kind.owner, ...(kind.sentBy ? [kind.sentBy] : [])];
    const now = tx.clock.now();
    const results: Decided<Row<T>>[] = [];
    for (const row of rows) {
      const id = field(row, 'id') as string;
      const status = field(row, 'status') as ApprovalStatus;
      if (guards.some((column) => field(row, column) === actor.userId)) {
        throw forbidden(`You cannot decide on your own ${kind.label}.`);
      }
      const round = rounds.get(id) ?? [];
      const waitingFor = approvedLevels(round) + 1;
      if (status === 'PendingApproval') {
        if (round.some((decision) => decision.decidedBy === actor.userId)) {
          if (request.decision === 'approve') {
            results.push({ item: row, from: status, moved: false, final: false });
            continue;
          }
          throw forbidden(APPROVAL_LEVEL_MESSAGES.decidedEarlierLevel(kind.label));
        }
        if (!actorLevels.includes(waitingFor)) {
          throw forbidden(
            APPROVAL_LEVEL_MESSAGES.notYourLevel(
              kind.label,
              waitingFor,
              levels[waitingFor - 1] ?? [],
            ),
          );
        }
      }
      const decidedBy = actor.userId as string;
      if (
        status === 'PendingApproval' &&
        request.decision === 'approve' &&
        waitingFor < levels.length
      ) {
        await recordDecision(tx.db, {
          kind: kind.kind,
          itemId: id,
          level: waitingFor,
          decision: 'approve',
          reason: null,
          decidedBy,
          decidedAt: now,
        });
        await recordAudit(tx.db, {
          actor,
          action: 'approval.approve',
          entityType: getTableName(kind.table),
          entityId: id,
          before: { status, rejectionReason: null, level: waitingFor },
          after: { status, rejectionReason: null, level: waitingFor + 1 },
        });
        results.push({ item: row, from: status, moved: true, final: false });
        continue;
      }
      const moved = await transition(tx.db, {
        table: kind.table,
        id,
        action: request.decision,
        actor,
        reason: request.reason,
        label: kind.label,
        workflow: approvalWorkflow(kind.variations),
        locked: row,
        alsoSet: kind.alsoSet?.({ action: request.decision, now }),
      });
      if (moved.moved) {
        await recordDecision(tx.db, {
          kind: kind.kind,
          itemId: id,
          level: Math.min(waitingFor, levels.length),
          decision: request.decision,
          reason: (moved.row as { rejectionReason: string | null }).rejectionReason,
          decidedBy,
          decidedAt: now,
        });
      }
      results.push({ item: moved.row, from: moved.from, moved: moved.moved, final: moved.moved });
    }
    await afterDecisions(tx, actor, kind, results, levels);
    return results;
  });
}

async function afterDecisions<T extends ApprovableTable, F>(
  tx: ServiceContext,
  actor: Actor,
  kind: ApprovableKind<T, F>,
  results: readonly Decided<Row<T>>[],
  levels: readonly (readonly string[])[],
): Promise<void> {
  const final = results.filter((result) => result.final).map((result) => result.item);
  const passedOn = results.filter((result) => result.moved && !result.final);
  for (const item of final) {
    await kind.afterDecision?.(tx, item, field(item, 'status') === 'Approved');
  }
  const mailed = kind.mails?.decided || kind.mails?.decidedHandWritten ? final : [];
  const peopleIds = new Set<string>(actor.userId ? [actor.userId] : []);
  for (const item of mailed) {
    peopleIds.add(field(item, kind.owner) as string);
    if (kind.sentBy && field(item, kind.sentBy)) peopleIds.add(field(item, kind.sentBy) as string);
  }
  if (mailed.length === 0 && passedOn.length === 0) return;
  const [people, facts] = await Promise.all([
    kind.directory.peopleByIds(tx.db, [...peopleIds]),
    mailed.length > 0 && kind.mailFacts ? kind.mailFacts(tx.db, mailed) : undefined,
  ]);
  const link = linkIn(tx);
  for (const item of mailed) {
    const owner = people.get(field(item, kind.owner) as string);
    if (!owner) continue;
    const sentBy = kind.sentBy ? (field(item, kind.sentBy) as string | null) : null;
    const message = decidedMail(
      kind,
      {
        item,
        facts: facts?.get(field(item, 'id') as string) as F,
        owner,
        sender: sentBy ? people.get(sentBy) : undefined,
        approved: field(item, 'status') === 'Approved',
        reason: field(item, 'rejectionReason') as string | null,
      },
      link,
    );
    if (message) await tx.mail(message);
  }
  const decider = actor.userId ? people.get(actor.userId) : undefined;
  if (passedOn.length > 0 && decider) {
    const count = passedOn.length;
    const what = count === 1 ? `A ${kind.label} waits` : `${count} ${kind.label}s wait`;
    await mailDeciders(tx, kind, levels[1] ?? [], decider, {
      subject: `${what} for your approval (second level)`,
      lines: [
        `${decider.name} approved the first level of ${count === 1 ? `a ${kind.label}` : `${count} ${kind.label}s`}; the second level is yours.`,
      ],
      link: { label: 'Decide in Quadro', path: kind.managePath },
    });
  }
}
