import type { Executor } from '../../db/database.ts';
import type { SignedInActor } from '../../platform/context/actor.ts';
import { managesMember } from './evaluation-access.ts';
import {
  type NamedRef,
  yearEvaluatorsOfTeams,
  yearTeamsOfMembers,
} from './evaluation-teams.repository.ts';
import { namesOf } from './evaluations.repository.ts';
import type { EvaluationRow } from './evaluations.schema.ts';

/** Whose an evaluation is, their team and evaluators of its year, and what the viewer is to it. */
export interface EvaluationPeople {
  member: NamedRef;
  team: NamedRef | null;
  evaluators: NamedRef[];
  /** The viewer is the evaluated member. */
  own: boolean;
  /** The viewer manages it: the CTO or an evaluator of the member's team that year, never their own. */
  manages: boolean;
}

/** The people of each evaluation given, by evaluation id (a few queries per year, not per row). */
export async function peopleOf(
  db: Executor,
  viewer: SignedInActor,
  rows: readonly EvaluationRow[],
): Promise<Map<string, EvaluationPeople>> {
  const names = await namesOf(db, [...new Set(rows.map((row) => row.userId))]);
  const byId = new Map<string, EvaluationPeople>();
  for (const year of new Set(rows.map((row) => row.year))) {
    const ofYear = rows.filter((row) => row.year === year);
    const teams = await yearTeamsOfMembers(
      db,
      ofYear.map((row) => row.userId),
      year,
    );
    const evaluatorsOf = await yearEvaluatorsOfTeams(
      db,
      [...new Set([...teams.values()].map((team) => team.id))],
      year,
    );
    for (const row of ofYear) {
      const team = teams.get(row.userId) ?? null;
      const evaluators = team ? (evaluatorsOf.get(team.id) ?? []) : [];
      byId.set(row.id, {
        member: { id: row.userId, name: names.get(row.userId) ?? '' },
        team,
        evaluators,
        own: row.userId === viewer.userId,
        manages: managesMember(viewer, row.userId, evaluators),
      });
    }
  }
  return byId;
}
