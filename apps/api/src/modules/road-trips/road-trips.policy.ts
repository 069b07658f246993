import { holdsAnyProfile } from '@quadro/contract/profiles';
import { TRAVEL_APPROVERS } from '@quadro/contract/travels';
import type { Actor } from '../../platform/context/actor.ts';

/** Finance reads every employee's road trips and decides them (never their own: four eyes). */
export const isTravelApprover = (actor: Actor) => holdsAnyProfile(actor.profiles, TRAVEL_APPROVERS);
