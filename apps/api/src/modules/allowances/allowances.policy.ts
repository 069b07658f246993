import {
  ALLOWANCE_MANAGERS,
  ALLOWANCE_MESSAGES,
  wireAllowanceStatus,
} from '@quadro/contract/allowances';
import { isApprovalEditable } from '@quadro/contract/approval';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';
import { conflict, forbidden } from '../../platform/errors/app-error.ts';

/** Finance and admin read every plan, send plans to approval, decide them and generate them. */
export function isAllowanceManager(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ALLOWANCE_MANAGERS);
}

export function assertManager(actor: Actor): void {
  if (!isAllowanceManager(actor)) throw forbidden();
}

/** A plan is read and changed by its employee and by finance and admin; anyone else gets 404. */
export function canReachPlan(actor: Actor, plan: { employeeId: string }): boolean {
  return actor.userId === plan.employeeId || isAllowanceManager(actor);
}

/** Only finance and admin set an amount by hand: the employee's is computed. */
export function assertMaySetAmount(actor: Actor): void {
  if (!isAllowanceManager(actor)) throw forbidden('Only finance sets the amount of a plan');
}

/** Changes go in only before the plan is sent, or once it was rejected. */
export function assertEditable(plan: { status: string }): void {
  if (!isApprovalEditable(plan.status)) {
    throw conflict(ALLOWANCE_MESSAGES.notEditable(wireAllowanceStatus(plan.status)));
  }
}
