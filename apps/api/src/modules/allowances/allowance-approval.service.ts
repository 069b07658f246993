import {
  ALLOWANCE_MESSAGES,
  ALLOWANCE_WORKFLOW,
  type AllowanceApproval,
  type AllowanceType,
  wireAllowanceStatus,
} from '@quadro/contract/allowances';
import { toCents } from '@quadro/contract/money';
import { transition } from '../../platform/approvals/transition.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { findPersonById } from '../people/people.public.ts';
import { planDecidedMail, plansSentMail } from './allowance-mail.ts';
import { assertEditable, assertManager } from './allowances.policy.ts';
import * as repository from './allowances.repository.ts';
import { allowancePlans } from './allowances.schema.ts';
import { planNotFound } from './allowances.service.ts';

/**
 * Sends the selected plans to approval in one transaction (spec §4: each becomes
 * PENDING_APPROVAL): all move or none. One already pending is left as it is, so a double send
 * changes nothing; the sender is kept (four eyes).
 */
export async function sendToApproval(
  ctx: ServiceContext,
  actor: Actor,
  input: { ids: readonly string[] },
): Promise<{ message: string; sent: number }> {
  assertManager(actor);
  const { userId } = requireSignedIn(actor);
  const ids = [...new Set(input.ids)];
  const sent = await withTransaction(ctx, async (tx) => {
    const rows = await repository.lockPlans(tx.db, ids);
    if (rows.length !== ids.length) throw planNotFound();
    const waiting = rows.filter((row) => row.status !== 'PendingApproval');
    for (const row of waiting) {
      assertEditable(row);
      if (toCents(row.amount) <= 0n) throw conflict(ALLOWANCE_MESSAGES.amountMissing);
      await transition(tx.db, {
        table: allowancePlans,
        id: row.id,
        action: 'submit',
        actor,
        label: 'allowance plan',
        workflow: ALLOWANCE_WORKFLOW,
        alsoSet: { sentBy: userId, updatedAt: tx.clock.now() },
      });
    }
    const sender = await findPersonById(tx.db, userId);
    if (waiting.length > 0 && sender) {
      await plansSentMail(tx, {
        count: waiting.length,
        senderName: sender.name,
        senderEmail: sender.email,
      });
    }
    return waiting.length;
  });
  return { message: ALLOWANCE_MESSAGES.sent(sent), sent };
}

/**
 * Approves, or rejects with a reason, the selected plans: all or none. Four eyes: nobody decides a
 * plan they sent or their own (403). Each employee whose plan moved is mailed once.
 */
export async function decidePlans(
  ctx: ServiceContext,
  actor: Actor,
  input: AllowanceApproval,
): Promise<{ message: string; decided: number }> {
  assertManager(actor);
  const ids = [...new Set(input.ids)];
  const decided = await withTransaction(ctx, async (tx) => {
    const rows = await repository.lockPlans(tx.db, ids);
    if (rows.length !== ids.length) throw planNotFound();
    let moved = 0;
    for (const before of rows) {
      const after = await transition(tx.db, {
        table: allowancePlans,
        id: before.id,
        action: input.decision,
        actor,
        reason: input.reason,
        label: 'allowance plan',
        workflow: ALLOWANCE_WORKFLOW,
        notDecidedBy: ['employeeId', 'sentBy'],
        alsoSet: { updatedAt: tx.clock.now() },
      });
      if (before.status === after.status) continue;
      moved += 1;
      const employee = await findPersonById(tx.db, after.employeeId);
      if (!employee) continue;
      await planDecidedMail(tx, {
        email: employee.email,
        name: employee.name,
        allowance: after.allowance as AllowanceType,
        year: after.year,
        status: wireAllowanceStatus(after.status) as 'APPROVED' | 'REJECTED',
        reason: after.rejectionReason,
      });
    }
    return moved;
  });
  const count = ids.length;
  return {
    message:
      input.decision === 'approve'
        ? ALLOWANCE_MESSAGES.approved(count)
        : ALLOWANCE_MESSAGES.rejected(count),
    decided,
  };
}

/** How many plans wait for a decision (the menu badge). */
export async function pendingNumber(ctx: ServiceContext, actor: Actor): Promise<number> {
  assertManager(actor);
  return repository.countPending(ctx.db);
}
