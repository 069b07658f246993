import { hasPermissionToManageMember } from '@quadro/contract/evaluation-rules';
import type { Team, TeamPerson, TeamSummary } from '@quadro/contract/evaluations';
import type { TeamPeriodRow, TeamRow } from './teams.schema.ts';

export interface NamedPeriod {
  period: TeamPeriodRow;
  name: string;
}

interface Viewer {
  userId: string;
  isCto: boolean;
}

/** The distinct people of the periods, in the order they came. */
const peopleOf = (periods: readonly NamedPeriod[]) => [
  ...new Map(
    periods.map(({ period, name }) => [period.userId, { id: period.userId, name }]),
  ).values(),
];

function managesTeam(viewer: Viewer, evaluators: readonly NamedPeriod[]): boolean {
  return viewer.isCto || evaluators.some(({ period }) => period.userId === viewer.userId);
}

export function toTeamSummary(
  team: TeamRow,
  year: number,
  viewer: Viewer,
  of: { members: readonly NamedPeriod[]; evaluators: readonly NamedPeriod[] },
): TeamSummary {
  return {
    id: team.id,
    name: team.name,
    year,
    membersCount: peopleOf(of.members).length,
    evaluators: peopleOf(of.evaluators),
    hasPermissionToManageMember: managesTeam(viewer, of.evaluators),
  };
}

/** A team of a year; each member says whether the viewer manages their evaluation that year. */
export function toTeam(
  team: TeamRow,
  year: number,
  viewer: Viewer,
  of: { members: readonly NamedPeriod[]; evaluators: readonly NamedPeriod[] },
): Team {
  const evaluatorIds = of.evaluators.map(({ period }) => period.userId);
  const person = ({ period, name }: NamedPeriod, manageable: boolean): TeamPerson => ({
    id: period.id,
    person: { id: period.userId, name },
    from: period.fromDate,
    to: period.toDate,
    hasPermissionToManageMember:
      manageable &&
      hasPermissionToManageMember({
        actorId: viewer.userId,
        isCto: viewer.isCto,
        memberId: period.userId,
        evaluatorIds,
      }),
  });
  return {
    ...toTeamSummary(team, year, viewer, of),
    members: of.members.map((member) => person(member, true)),
    evaluatorPeriods: of.evaluators.map((evaluator) => person(evaluator, false)),
  };
}
