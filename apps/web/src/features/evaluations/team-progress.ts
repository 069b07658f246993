import type { EvaluationRow } from '@quadro/contract/evaluation-calls';
import type { TeamSummary } from '@quadro/contract/evaluations';

export interface TeamProgress {
  team: TeamSummary;
  /** The team's evaluations of the year, suspended ones left out. */
  evaluations: number;
  published: number;
}

/** Each team's year: how many of its evaluations (suspended ones aside) are published. */
export function teamProgress(
  teams: readonly TeamSummary[],
  rows: readonly EvaluationRow[],
): TeamProgress[] {
  return teams.map((team) => {
    const own = rows.filter((row) => row.team?.id === team.id && row.state !== 'Suspended');
    return {
      team,
      evaluations: own.length,
      published: own.filter((row) => row.state === 'Published').length,
    };
  });
}
