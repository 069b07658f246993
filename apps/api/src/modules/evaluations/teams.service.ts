import {
  TEAM_MESSAGES,
  type Team,
  type TeamDetailQuery,
  type TeamInput,
  type TeamList,
  type TeamQuery,
  type TeamResult,
  type TeamWrite,
} from '@quadro/contract/evaluations';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { createEvaluationsOfOpenYears } from './evaluation-cycle.service.ts';
import { teamPeriodProblems, throwIfProblems } from './team-periods-check.ts';
import { toTeam, toTeamSummary } from './team-view.ts';
import { isTeamKeeper, isTeamReader } from './teams.policy.ts';
import * as repository from './teams.repository.ts';
import type { TeamRow } from './teams.schema.ts';

const teamNotFound = () => notFound('Team');

const boundsOf = (year: number) => ({ first: `${year}-01-01`, last: `${year}-12-31` });
const yearOf = (ctx: ServiceContext, year: number | undefined) =>
  year ?? Number(companyNow(ctx).date.slice(0, 4));

function viewerOf(actor: Actor) {
  const { userId } = requireSignedIn(actor);
  return { userId, isCto: holdsAnyProfile(actor.profiles, ['cto']) };
}

/** The teams of a year the user may see: the CTO every team, an evaluator those they evaluate. */
export async function listTeams(
  ctx: ServiceContext,
  actor: Actor,
  query: TeamQuery,
): Promise<TeamList> {
  if (!isTeamReader(actor)) throw forbidden();
  const viewer = viewerOf(actor);
  const year = yearOf(ctx, query.year);
  const filter = {
    ...boundsOf(year),
    search: query.search,
    evaluatorId: viewer.isCto ? undefined : viewer.userId,
  };
  const [rows, total] = await Promise.all([
    repository.listTeams(ctx.db, {
      ...filter,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repository.countTeams(ctx.db, filter),
  ]);
  const ids = rows.map((row) => row.id);
  const [members, evaluators] = await Promise.all([
    repository.memberPeriodsOf(ctx.db, ids, boundsOf(year)),
    repository.evaluatorPeriodsOf(ctx.db, ids, boundsOf(year)),
  ]);
  return {
    items: rows.map((team) =>
      toTeamSummary(team, year, viewer, {
        members: members.filter(({ period }) => period.teamId === team.id),
        evaluators: evaluators.filter(({ period }) => period.teamId === team.id),
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function teamOfYear(
  ctx: ServiceContext,
  actor: Actor,
  row: TeamRow,
  year: number,
  periods: TeamDetailQuery['periods'] = 'year',
) {
  const bounds = periods === 'all' ? undefined : boundsOf(year);
  const [members, evaluators] = await Promise.all([
    repository.memberPeriodsOf(ctx.db, [row.id], bounds),
    repository.evaluatorPeriodsOf(ctx.db, [row.id], bounds),
  ]);
  return toTeam(row, year, viewerOf(actor), { members, evaluators });
}

/** One team of a year; an evaluator who does not evaluate it that year finds no such team. */
export async function team(
  ctx: ServiceContext,
  actor: Actor,
  query: TeamDetailQuery,
): Promise<Team> {
  if (!isTeamReader(actor)) throw forbidden();
  const row = await repository.findTeam(ctx.db, query.id);
  if (!row) throw teamNotFound();
  // Every period is for the team's keeper (the CTO); an evaluator reads the years they evaluate.
  const periods = isTeamKeeper(actor) ? query.periods : 'year';
  const found = await teamOfYear(ctx, actor, row, yearOf(ctx, query.year), periods);
  if (!found.hasPermissionToManageMember) throw teamNotFound();
  return found;
}

const periodsOf = (input: TeamInput) => ({
  members: input.members.map(({ userId, from, to }) => ({ userId, fromDate: from, toDate: to })),
  evaluators: input.evaluators.map(({ userId, from, to }) => ({
    userId,
    fromDate: from,
    toDate: to,
  })),
});

/** The one name rule: another team with the same name, whatever the case, is a 409 on name. */
async function refusingDuplicateName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', TEAM_MESSAGES.duplicateName, [
        { field: 'name', message: TEAM_MESSAGES.duplicateName },
      ]);
    }
    throw error;
  }
}

/** Saves a team (new when `id` is absent) with all its periods, or nothing. */
async function saveTeam(
  ctx: ServiceContext,
  actor: Actor,
  input: TeamInput & { id?: string },
): Promise<TeamResult> {
  if (!isTeamKeeper(actor)) throw forbidden();
  return refusingDuplicateName(() =>
    withTransaction(ctx, async (tx) => {
      await repository.lockTeamWrites(tx.db);
      const before = input.id ? await repository.lockTeam(tx.db, input.id) : undefined;
      if (input.id && !before) throw teamNotFound();
      throwIfProblems(await teamPeriodProblems(tx.db, input, input.id));
      const row = before ?? (await repository.insertTeam(tx.db, input.name));
      if (before) await repository.renameTeam(tx.db, row.id, input.name, tx.clock.now());
      const periods = periodsOf(input);
      await repository.replacePeriods(tx.db, row.id, periods);
      await tx.audit({
        actor,
        action: before ? 'team.update' : 'team.create',
        entityType: 'teams',
        entityId: row.id,
        before: before ? { name: before.name } : null,
        after: { name: input.name, ...periods },
      });
      await createEvaluationsOfOpenYears(tx);
      const saved = { ...row, name: input.name };
      return {
        message: TEAM_MESSAGES.saved,
        team: await teamOfYear(tx, actor, saved, yearOf(tx, undefined)),
      };
    }),
  );
}

export const createTeam = (ctx: ServiceContext, actor: Actor, input: TeamInput) =>
  saveTeam(ctx, actor, input);

export const updateTeam = (ctx: ServiceContext, actor: Actor, input: TeamWrite) =>
  saveTeam(ctx, actor, input);

export async function removeTeam(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ message: string }> {
  if (!isTeamKeeper(actor)) throw forbidden();
  return withTransaction(ctx, async (tx) => {
    const before = await repository.lockTeam(tx.db, input.id);
    if (!before) throw teamNotFound();
    await repository.deleteTeam(tx.db, input.id);
    await tx.audit({
      actor,
      action: 'team.remove',
      entityType: 'teams',
      entityId: input.id,
      before: { name: before.name },
      after: null,
    });
    return { message: TEAM_MESSAGES.removed };
  });
}
