import { isApprovalEditable } from '@quadro/contract/approval';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import {
  WORK_MAP_APPROVAL,
  WORK_MAP_APPROVERS,
  WORK_MAP_MESSAGES,
} from '@quadro/contract/work-maps';
import type { Actor } from '../../platform/context/actor.ts';
import { conflict } from '../../platform/errors/app-error.ts';

export function isWorkMapApprover(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, WORK_MAP_APPROVERS);
}

/** A map is read by its employee and by the approvers; anyone else gets the 404 of no map. */
export function canReadWorkMap(actor: Actor, map: { employeeId: string }): boolean {
  return actor.userId === map.employeeId || isWorkMapApprover(actor);
}

/** Only the employee changes their days and absences: approvers never change someone's hours. */
export function canChangeWorkMap(actor: Actor, map: { employeeId: string }): boolean {
  return actor.userId === map.employeeId;
}

/** Changes go in only while the map is being filled, was rejected, or is In Modification. */
export function assertEditable(map: { status: string }): void {
  if (!isApprovalEditable(map.status, WORK_MAP_APPROVAL))
    throw conflict(WORK_MAP_MESSAGES.notEditable(map.status));
}
