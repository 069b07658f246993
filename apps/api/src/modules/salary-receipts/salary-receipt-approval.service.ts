import {
  SALARY_RECEIPT_MESSAGES,
  SALARY_RECEIPT_WORKFLOW,
  type SalaryReceiptApproval,
  type SalaryReceiptResult,
} from '@quadro/contract/salary-receipts';
import { submitSelected } from '../../platform/approvals/submit-selected.ts';
import { transition } from '../../platform/approvals/transition.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { findPersonById } from '../people/people.public.ts';
import {
  receiptPublishedMail,
  receiptRejectedMail,
  receiptsSentMail,
} from './salary-receipt-mail.ts';
import { assertEditable, assertManager } from './salary-receipts.policy.ts';
import * as repository from './salary-receipts.repository.ts';
import { salaryReceipts } from './salary-receipts.schema.ts';
import { receiptNotFound, result } from './salary-receipts.service.ts';

/**
 * Sends the selected receipts to approval in one transaction: all move or none. One already
 * pending is left as it is, so a double send changes nothing; the sender is kept (four eyes).
 */
export async function sendToApproval(
  ctx: ServiceContext,
  actor: Actor,
  input: { ids: readonly string[] },
): Promise<{ message: string; sent: number }> {
  assertManager(actor);
  const { userId } = requireSignedIn(actor);
  const sent = await withTransaction(ctx, async (tx) => {
    const waiting = await submitSelected(tx.db, {
      table: salaryReceipts,
      ids: input.ids,
      actor,
      label: 'salary receipt',
      workflow: SALARY_RECEIPT_WORKFLOW,
      check: assertEditable,
      alsoSet: { sentBy: userId, updatedAt: tx.clock.now() },
      notFound: receiptNotFound,
    });
    const sender = await findPersonById(tx.db, userId);
    if (waiting.length > 0 && sender) {
      await receiptsSentMail(tx, {
        count: waiting.length,
        senderName: sender.name,
        senderEmail: sender.email,
      });
    }
    return waiting.length;
  });
  return { message: SALARY_RECEIPT_MESSAGES.sent(sent), sent };
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
  await withTransaction(ctx, async (tx) => {
    const before = await repository.lockReceipt(tx.db, input.id);
    if (!before) throw receiptNotFound();
    const now = tx.clock.now();
    const after = await transition(tx.db, {
      table: salaryReceipts,
      id: input.id,
      action: input.decision,
      actor,
      reason: input.reason,
      label: 'salary receipt',
      workflow: SALARY_RECEIPT_WORKFLOW,
      notDecidedBy: ['employeeId', 'sentBy'],
      alsoSet: { updatedAt: now, ...(input.decision === 'approve' && { publishedAt: now }) },
    });
    if (before.status === after.status) return;
    const employee = await findPersonById(tx.db, after.employeeId);
    if (!employee) return;
    if (after.status === 'Approved') {
      await receiptPublishedMail(tx, { email: employee.email, name: employee.name, ...after });
      return;
    }
    const sender = after.sentBy ? await findPersonById(tx.db, after.sentBy) : undefined;
    if (sender) {
      await receiptRejectedMail(tx, {
        to: sender.email,
        employeeName: employee.name,
        year: after.year,
        month: after.month,
        reason: after.rejectionReason ?? '',
      });
    }
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
  return repository.countPending(ctx.db);
}
