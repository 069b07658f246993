import {
  SALARY_RECEIPT_MESSAGES,
  type SalaryReceiptApproval,
  type SalaryReceiptResult,
} from '@quadro/contract/salary-receipts';
import { decideSelected } from '../../platform/approvals/decide-selected.ts';
import { countPending } from '../../platform/approvals/pending-count.ts';
import { sendSelected } from '../../platform/approvals/send-selected.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { salaryReceiptApproval } from './salary-receipt.approvable.ts';
import { assertEditable, assertManager } from './salary-receipts.policy.ts';
import { result } from './salary-receipts.service.ts';

/**
 * Sends the selected receipts to approval: all move or none. One already pending is left as it
 * is, so a double send changes nothing; the sender is kept (four eyes).
 */
export async function sendToApproval(
  ctx: ServiceContext,
  actor: Actor,
  input: { ids: readonly string[] },
): Promise<{ message: string; sent: number }> {
  assertManager(actor);
  const { userId } = requireSignedIn(actor);
  const sent = await sendSelected(ctx, actor, salaryReceiptApproval, {
    ids: input.ids,
    check: assertEditable,
    alsoSet: { sentBy: userId },
  });
  return { message: SALARY_RECEIPT_MESSAGES.sent(sent.length), sent: sent.length };
}

/**
 * Approves (publishes, and tells the employee) or rejects with a reason (and tells the sender).
 * Four eyes: neither the sender nor the receipt's employee decides it.
 */
export async function decideReceipt(
  ctx: ServiceContext,
  actor: Actor,
  input: SalaryReceiptApproval,
): Promise<SalaryReceiptResult> {
  assertManager(actor);
  await decideSelected(ctx, actor, salaryReceiptApproval, {
    ids: [input.id],
    decision: input.decision,
    reason: input.reason,
  });
  return result(
    ctx,
    input.id,
    input.decision === 'approve'
      ? SALARY_RECEIPT_MESSAGES.approved
      : SALARY_RECEIPT_MESSAGES.rejected,
  );
}

/** How many receipts wait for a decision (the menu badge). */
export async function pendingNumber(ctx: ServiceContext, actor: Actor): Promise<number> {
  assertManager(actor);
  return countPending(ctx, actor, salaryReceiptApproval);
}
