import { EVALUATION_CALL_MESSAGES, type EvaluationCycle } from '@quadro/contract/evaluation-calls';
import { defaultCycleDates, type EvaluationCycleDates } from '@quadro/contract/evaluation-rules';
import { type EvaluationCycleInput, TEAM_KEEPERS } from '@quadro/contract/evaluations';
import { DATE_YEARS } from '@quadro/contract/fields';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, forbidden } from '../../platform/errors/app-error.ts';
import { yearMemberIds } from './evaluation-teams.repository.ts';
import * as repository from './evaluations.repository.ts';

/** The company's year today. */
export const thisYear = (ctx: ServiceContext) => Number(companyNow(ctx).date.slice(0, 4));

/** The stage whose closing date comes next ('closed' once the evaluator assessment closed). */
export function stageOn(today: string, dates: EvaluationCycleDates): EvaluationCycle['stage'] {
  if (today <= dates.goalsBy) return 'goals';
  if (today <= dates.selfAssessmentBy) return 'self';
  if (today <= dates.evaluatorAssessmentBy) return 'evaluator';
  return 'closed';
}

/** The default dates, when they fall in the years a date may have (the last year's run past it). */
function defaultDatesOf(year: number): EvaluationCycleDates {
  const dates = defaultCycleDates(year);
  if (Number(dates.evaluatorAssessmentBy.slice(0, 4)) > DATE_YEARS.max) {
    throw new AppError('not_found', EVALUATION_CALL_MESSAGES.noCycle(year));
  }
  return dates;
}

/** A year's cycle: its row when the CTO opened it, the default dates otherwise. */
export async function cycleOf(ctx: ServiceContext, year: number): Promise<EvaluationCycle> {
  const row = await repository.findCycle(ctx.db, year);
  const dates: EvaluationCycleDates = row
    ? {
        goalsBy: row.goalsBy,
        selfAssessmentFrom: row.selfAssessmentFrom,
        selfAssessmentBy: row.selfAssessmentBy,
        evaluatorAssessmentBy: row.evaluatorAssessmentBy,
      }
    : defaultDatesOf(year);
  return { year, dates, opened: row !== undefined, stage: stageOn(companyNow(ctx).date, dates) };
}

export const cycle = (ctx: ServiceContext, _actor: Actor, query: { year?: number | undefined }) =>
  cycleOf(ctx, query.year ?? thisYear(ctx));

/** Every person with a member period in an open year gets that year's evaluation (once). */
export async function createEvaluationsOfOpenYears(tx: ServiceContext) {
  for (const year of await repository.openCycleYears(tx.db)) {
    await repository.insertEvaluations(tx.db, await yearMemberIds(tx.db, year), year);
  }
}

/** The CTO opens a year (or moves its dates): every member of the year's teams gets an evaluation. */
export async function openCycle(
  ctx: ServiceContext,
  actor: Actor,
  input: EvaluationCycleInput,
): Promise<{ message: string; cycle: EvaluationCycle }> {
  if (!holdsAnyProfile(actor.profiles, TEAM_KEEPERS)) throw forbidden();
  const { userId } = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    const before = await repository.findCycle(tx.db, input.year);
    await repository.upsertCycle(tx.db, input.year, input.dates, userId);
    await repository.insertEvaluations(tx.db, await yearMemberIds(tx.db, input.year), input.year);
    await tx.audit({
      actor,
      action: before ? 'evaluation-cycle.update' : 'evaluation-cycle.open',
      entityType: 'evaluation_cycles',
      entityId: String(input.year),
      before: before ?? null,
      after: input.dates,
    });
    return {
      message: EVALUATION_CALL_MESSAGES.cycleSaved(input.year),
      cycle: await cycleOf(tx, input.year),
    };
  });
}
