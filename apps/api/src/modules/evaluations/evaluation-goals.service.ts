import {
  EVALUATION_CALL_MESSAGES,
  type EvaluationResult,
  type GoalsWrite,
  type TeamGoalsWrite,
} from '@quadro/contract/evaluation-calls';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, conflict } from '../../platform/errors/app-error.ts';
import { isCto } from './evaluation-access.ts';
import { detailOf, lockManagedEvaluation } from './evaluation-reads.ts';
import { yearEvaluatorsOfTeams, yearTeamsOfMembers } from './evaluation-teams.repository.ts';
import * as repository from './evaluations.repository.ts';
import type { EvaluationRow } from './evaluations.schema.ts';

async function replaceGoals(
  tx: ServiceContext,
  actor: Actor,
  row: EvaluationRow,
  goals: GoalsWrite['goals'],
) {
  if (row.state !== 'GoalSetting') throw conflict(EVALUATION_CALL_MESSAGES.goalsFixed);
  const before = await repository.goalsOf(tx.db, [row.id]);
  await repository.replaceGoals(tx.db, row.id, goals);
  await tx.audit({
    actor,
    action: 'evaluation.goals',
    entityType: 'evaluations',
    entityId: row.id,
    before: before.map(({ title, description, target, weight }) => ({
      title,
      description,
      target,
      weight,
    })),
    after: goals,
  });
}

/** A member's goals of the year, all replaced, during goal setting only. */
export async function saveGoals(
  ctx: ServiceContext,
  actor: Actor,
  input: GoalsWrite,
): Promise<EvaluationResult> {
  const signedIn = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    const found = await lockManagedEvaluation(tx, signedIn, input.id);
    await replaceGoals(tx, actor, found.row, input.goals);
    return { message: EVALUATION_CALL_MESSAGES.goalsSaved, evaluation: await detailOf(tx, found) };
  });
}

/**
 * The same goals for every member of a team (their team of the year) whose evaluation is still in
 * goal setting, but the user's own; the user must manage the team that year.
 */
export async function copyTeamGoals(
  ctx: ServiceContext,
  actor: Actor,
  input: TeamGoalsWrite,
): Promise<{ message: string; count: number }> {
  const signedIn = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    const evaluators = (await yearEvaluatorsOfTeams(tx.db, [input.teamId], input.year)).get(
      input.teamId,
    );
    const managesTeam =
      isCto(signedIn) || (evaluators ?? []).some((person) => person.id === signedIn.userId);
    if (!managesTeam) throw new AppError('not_found', EVALUATION_CALL_MESSAGES.teamNotFound);
    const candidates = await repository.goalSettingEvaluationsOfTeam(
      tx.db,
      input.teamId,
      input.year,
    );
    const teams = await yearTeamsOfMembers(
      tx.db,
      candidates.map((row) => row.userId),
      input.year,
    );
    const targets = candidates.filter(
      (row) => row.userId !== signedIn.userId && teams.get(row.userId)?.id === input.teamId,
    );
    const locked = await repository.lockEvaluations(
      tx.db,
      targets.map((row) => row.id),
    );
    const stillSetting = locked.filter((row) => row.state === 'GoalSetting');
    for (const row of stillSetting) await replaceGoals(tx, actor, row, input.goals);
    return {
      message: EVALUATION_CALL_MESSAGES.goalsCopied(stillSetting.length),
      count: stillSetting.length,
    };
  });
}
