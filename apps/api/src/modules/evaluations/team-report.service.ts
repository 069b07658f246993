import {
  EVALUATION_CALL_MESSAGES,
  type EvaluationCycle,
  type TeamReport,
  type TeamReportQuery,
} from '@quadro/contract/evaluation-calls';
import { defaultCycleDates, evaluationStageOn } from '@quadro/contract/evaluation-rules';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError, forbidden } from '../../platform/errors/app-error.ts';
import { isCto } from './evaluation-access.ts';
import { listEvaluations } from './evaluation-list.repository.ts';
import { managerOf } from './evaluation-list.service.ts';
import { toEvaluationRow } from './evaluation-row-view.ts';
import { teamsEvaluatedBy } from './evaluation-teams.repository.ts';
import { countYearMembers, findCycle } from './team-report.repository.ts';
import { teamReportSums } from './team-report.ts';
import { isTeamReader } from './teams.policy.ts';
import { findTeam } from './teams.repository.ts';

const teamNotFound = () => new AppError('not_found', EVALUATION_CALL_MESSAGES.teamNotFound);

/** A year's cycle as stored, or its default dates when the year was not opened. */
async function cycleOf(ctx: ServiceContext, year: number): Promise<EvaluationCycle> {
  const row = await findCycle(ctx.db, year);
  const dates = row
    ? {
        goalsBy: row.goalsBy,
        selfAssessmentFrom: row.selfAssessmentFrom,
        selfAssessmentBy: row.selfAssessmentBy,
        evaluatorAssessmentBy: row.evaluatorAssessmentBy,
      }
    : defaultCycleDates(year);
  return {
    year,
    dates,
    opened: row !== undefined,
    stage: evaluationStageOn(dates, companyNow(ctx).date),
  };
}

/**
 * A team's year: its members' evaluations and the numbers of the published ones. A team the
 * evaluator does not evaluate that year, or a year neither opened nor evaluated, is not found.
 */
export async function teamReport(
  ctx: ServiceContext,
  actor: Actor,
  query: TeamReportQuery,
): Promise<TeamReport> {
  if (!isTeamReader(actor)) throw forbidden();
  const signedIn = requireSignedIn(actor);
  const [team, evaluated, cycle, rows, membersCount] = await Promise.all([
    findTeam(ctx.db, query.teamId),
    isCto(signedIn) ? undefined : teamsEvaluatedBy(ctx.db, signedIn.userId, query.year),
    cycleOf(ctx, query.year),
    listEvaluations(ctx.db, { year: query.year, teamId: query.teamId }),
    countYearMembers(ctx.db, query.teamId, query.year),
  ]);
  if (!team || (evaluated && !evaluated.includes(team.id))) throw teamNotFound();
  if (!cycle.opened && rows.length === 0) throw teamNotFound();
  const manager = managerOf(actor);
  const reported = rows.map((row) => ({
    row: toEvaluationRow(row, manager.viewerOf(row.memberId)),
    goalsScored: row.goalsScored,
    goalsAchieved: row.goalsAchieved,
  }));
  return {
    team: { id: team.id, name: team.name },
    year: query.year,
    cycle,
    membersCount,
    ...teamReportSums(reported),
    members: reported.map(({ row }) => row),
    hasPermissionToManageMember: true,
  };
}
