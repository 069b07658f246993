import { TEAM_KEEPERS, TEAM_READERS } from '@quadro/contract/evaluations';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';

/** The CTO keeps every team. */
export const isTeamKeeper = (actor: Actor) => holdsAnyProfile(actor.profiles, TEAM_KEEPERS);

/** The CTO and evaluators read teams: the CTO every one, an evaluator those they evaluate. */
export const isTeamReader = (actor: Actor) => holdsAnyProfile(actor.profiles, TEAM_READERS);
