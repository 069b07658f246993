import {
  periodsOverlap as overlap,
  TEAM_EVALUATOR_PROFILES,
  TEAM_MESSAGES,
  type TeamInput,
} from '@quadro/contract/evaluations';
import { holdsAnyProfile, type Profile } from '@quadro/contract/profiles';
import type { Executor } from '../../db/database.ts';
import { AppError, type FieldError } from '../../platform/errors/app-error.ts';
import * as repository from './teams.repository.ts';

/**
 * What makes a team's periods wrong, each naming its field: an unknown person, an evaluator
 * without the evaluator or CTO profile (people who left stay in the years they were there); one person twice in the team over the same days; a member who is in
 * another team over some of the days (one team at a time). An evaluator who is also a member is
 * refused by the contract's schema, before this.
 */
export async function teamPeriodProblems(
  db: Executor,
  input: TeamInput,
  teamId: string | undefined,
): Promise<FieldError[]> {
  const ids = [...new Set([...input.members, ...input.evaluators].map((period) => period.userId))];
  const [people, elsewhere] = await Promise.all([
    repository.peopleByIds(db, ids),
    repository.otherMemberships(
      db,
      input.members.map((period) => period.userId),
      teamId,
    ),
  ]);
  const byId = new Map(people.map((person) => [person.id, person]));
  const problems: FieldError[] = [];
  const check = (list: 'members' | 'evaluators', profiles: readonly Profile[] | undefined) => {
    input[list].forEach((period, index) => {
      const person = byId.get(period.userId);
      const field = `${list}.${index}.userId`;
      if (!person) {
        problems.push({ field, message: TEAM_MESSAGES.unknownPerson });
        return;
      }
      if (profiles && !holdsAnyProfile(person.profiles, profiles)) {
        problems.push({ field, message: TEAM_MESSAGES.notEvaluator(person.name) });
        return;
      }
      const twice = input[list].some(
        (other, otherIndex) =>
          otherIndex < index && other.userId === period.userId && overlap(other, period),
      );
      if (twice) problems.push({ field, message: TEAM_MESSAGES.twiceInTeam(person.name) });
    });
  };
  check('members', undefined);
  check('evaluators', TEAM_EVALUATOR_PROFILES);
  input.members.forEach((period, index) => {
    const name = byId.get(period.userId)?.name ?? '';
    const other = elsewhere.find(
      (row) =>
        row.period.userId === period.userId &&
        overlap({ from: row.period.fromDate, to: row.period.toDate }, period),
    );
    if (other) {
      problems.push({
        field: `members.${index}.from`,
        message: TEAM_MESSAGES.inOtherTeam(name, other.team),
      });
    }
  });
  return problems;
}

export function throwIfProblems(problems: FieldError[]): void {
  const [first] = problems;
  if (!first) return;
  const conflicting = problems.some((problem) => problem.field.endsWith('.from'));
  throw new AppError(conflicting ? 'conflict' : 'validation_failed', first.message, problems);
}
