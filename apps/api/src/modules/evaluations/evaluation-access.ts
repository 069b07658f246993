import { hasPermissionToManageMember } from '@quadro/contract/evaluation-rules';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { SignedInActor } from '../../platform/context/actor.ts';
import type { NamedRef } from './evaluation-teams.repository.ts';

export const isCto = (actor: SignedInActor) => holdsAnyProfile(actor.profiles, ['cto']);

/**
 * Whether the actor manages this member's evaluation of a year: the CTO, or an evaluator of the
 * member's team that year; never their own.
 */
export const managesMember = (
  actor: SignedInActor,
  memberId: string,
  yearEvaluators: readonly NamedRef[],
) =>
  hasPermissionToManageMember({
    actorId: actor.userId,
    isCto: isCto(actor),
    memberId,
    evaluatorIds: yearEvaluators.map((evaluator) => evaluator.id),
  });
