import { holdsAnyProfile } from '@quadro/contract/profiles';
import { TRAVEL_APPROVERS, TRAVEL_HOLDERS } from '@quadro/contract/travels';
import type { Actor } from '../../platform/context/actor.ts';

/** Finance reads every employee's travels and decides them (never their own: four eyes). */
export const isTravelApprover = (actor: Actor) => holdsAnyProfile(actor.profiles, TRAVEL_APPROVERS);

/** Employees have travels; trainees have none. */
export const hasTravels = (actor: Actor) => holdsAnyProfile(actor.profiles, TRAVEL_HOLDERS);

/** A month is changed and sent by its owner only before it is sent, or once it was rejected. */
export const isMonthEditable = (status: string) =>
  status === 'PendingSubmission' || status === 'Rejected';
