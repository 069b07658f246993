import { isApprovalEditable } from '@quadro/contract/approval';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { TRAVEL_PASS_APPROVERS, TRAVEL_PASS_MESSAGES } from '@quadro/contract/travel-passes';
import type { Actor } from '../../platform/context/actor.ts';
import { conflict } from '../../platform/errors/app-error.ts';

/** Finance decides passes and reads everybody's. */
export function isTravelPassApprover(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, TRAVEL_PASS_APPROVERS);
}

/** A pass is read by its holder and by finance; anyone else gets the 404 of none. */
export function canReadTravelPass(actor: Actor, pass: { employeeId: string }): boolean {
  return actor.userId === pass.employeeId || isTravelPassApprover(actor);
}

/** Changes go in only before the pass is sent, or once it was rejected. */
export function assertEditable(pass: { status: string }): void {
  if (!isApprovalEditable(pass.status)) {
    throw conflict(TRAVEL_PASS_MESSAGES.notEditable(pass.status));
  }
}
