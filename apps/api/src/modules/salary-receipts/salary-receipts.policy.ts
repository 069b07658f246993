import { isApprovalEditable } from '@quadro/contract/approval';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { SALARY_RECEIPT_MANAGERS, SALARY_RECEIPT_MESSAGES } from '@quadro/contract/salary-receipts';
import type { Actor } from '../../platform/context/actor.ts';
import { conflict, forbidden } from '../../platform/errors/app-error.ts';

/** Finance and admin add, send, decide and read every receipt. */
export function isSalaryReceiptManager(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, SALARY_RECEIPT_MANAGERS);
}

export function assertManager(actor: Actor): void {
  if (!isSalaryReceiptManager(actor)) throw forbidden();
}

/**
 * A receipt is read by finance and admin, and by its employee once published (approved); anyone
 * else, and the employee before publication, gets the 404 of none.
 */
export function canReadSalaryReceipt(
  actor: Actor,
  receipt: { employeeId: string; status: string },
): boolean {
  if (isSalaryReceiptManager(actor)) return true;
  return actor.userId === receipt.employeeId && receipt.status === 'Approved';
}

/** Changes go in only before the receipt is sent, or once it was rejected. */
export function assertEditable(receipt: { status: string }): void {
  if (!isApprovalEditable(receipt.status)) {
    throw conflict(
      receipt.status === 'Approved'
        ? SALARY_RECEIPT_MESSAGES.publishedNotRemovable
        : SALARY_RECEIPT_MESSAGES.notEditable(receipt.status),
    );
  }
}
