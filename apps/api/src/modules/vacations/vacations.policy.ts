import { isApprovalEditable } from '@quadro/contract/approval';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { VACATION_APPROVERS, VACATION_MESSAGES } from '@quadro/contract/vacations';
import type { Actor } from '../../platform/context/actor.ts';
import { conflict } from '../../platform/errors/app-error.ts';

/** hr, admin and cto decide vacations and read everybody's. */
export function isVacationApprover(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, VACATION_APPROVERS);
}

/** A request is read by its employee and by the approvers; anyone else gets the 404 of none. */
export function canReadVacation(actor: Actor, vacation: { employeeId: string }): boolean {
  return actor.userId === vacation.employeeId || isVacationApprover(actor);
}

/** Only the employee changes, sends, removes or asks to cancel their requests. */
export function canChangeVacation(actor: Actor, vacation: { employeeId: string }): boolean {
  return actor.userId === vacation.employeeId;
}

/** Changes go in only before the request is sent, or once it was rejected. */
export function assertEditable(vacation: { status: string }): void {
  if (!isApprovalEditable(vacation.status)) {
    throw conflict(VACATION_MESSAGES.notEditable(vacation.status));
  }
}
