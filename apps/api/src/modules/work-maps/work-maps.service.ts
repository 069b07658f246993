import { addDays, firstDayOf, lastDayOf, monthOf } from '@quadro/contract/calendar-days';
import {
  type MyAbsence,
  WORK_MAP_MESSAGES,
  type WorkMapDetails,
  type WorkMapSummary,
} from '@quadro/contract/work-maps';
import { workingDaysBetween } from '@quadro/contract/working-days';
import { sendSelected } from '../../platform/approvals/send-selected.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { listApprovedVacationsOf } from '../days-away/days-away.public.ts';
import { findPersonById } from '../people/people.public.ts';
import { listProjectsOfPeriod } from '../projects/projects.public.ts';
import { vacationDaysIn } from './vacation-days.ts';
import { workMapApproval } from './work-map.approvable.ts';
import { monthKey, toAbsence, totalsOf, toWorkMapDetails } from './work-map-view.ts';
import { canReadWorkMap } from './work-maps.policy.ts';
import * as repository from './work-maps.repository.ts';
import { type MonthPattern, monthPatternOf, monthPatternsOf } from './work-pattern.ts';

export const workMapNotFound = () => notFound('Work map');

/** The project a day is worked on when the employee is on exactly one that day. */
function onlyProjectOn(
  day: string,
  projects: readonly { id: string; startedAt: string; endedAt: string | null }[],
): string | null {
  const onDay = projects.filter(
    (project) => project.startedAt <= day && (project.endedAt === null || project.endedAt >= day),
  );
  return onDay.length === 1 ? (onDay[0]?.id ?? null) : null;
}
const monthTaken = () =>
  new AppError('conflict', WORK_MAP_MESSAGES.monthTaken, [
    { field: 'month', message: WORK_MAP_MESSAGES.monthTaken },
  ]);

/** The map as its reader sees it, or the 404 of no map for anyone else. */
export async function readableMap(ctx: ServiceContext, actor: Actor, id: string) {
  const map = await repository.findMap(ctx.db, id);
  if (!map || !canReadWorkMap(actor, map)) throw workMapNotFound();
  return map;
}

async function personOf(ctx: ServiceContext, employeeId: string) {
  const person = await findPersonById(ctx.db, employeeId);
  if (!person) throw workMapNotFound();
  return person;
}

export async function getWorkMap(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<WorkMapDetails> {
  const map = await readableMap(ctx, actor, input.id);
  const person = await personOf(ctx, map.employeeId);
  const month = await monthPatternOf(ctx.db, person, monthKey(map.month));
  const [days, absences, projects, vacations] = await Promise.all([
    repository.listWorkDays(ctx.db, map.id),
    repository.listAbsences(ctx.db, map.id),
    listProjectsOfPeriod(ctx.db, map.employeeId, month.month.from, month.month.to),
    listApprovedVacationsOf(ctx.db, map.employeeId, month.month.from, month.month.to),
  ]);
  return toWorkMapDetails(map, month, days, absences, projects, vacations);
}

/**
 * Creates the employee's map of a month (this one, a past one, or next month to plan ahead),
 * pre-filled with every working day from their start date on at their daily hours, except the
 * days of approved vacations (a half day at half the hours).
 */
export async function createWorkMap(
  ctx: ServiceContext,
  actor: Actor,
  input: { month: string },
): Promise<WorkMapDetails> {
  const { userId } = requireSignedIn(actor);
  const person = await personOf(ctx, userId);
  const nextMonth = monthOf(addDays(lastDayOf(monthOf(companyNow(ctx).date)), 1));
  if (input.month > nextMonth) {
    throw new AppError('validation_failed', 'At most next month can be prepared', [
      { field: 'month', message: 'At most next month can be prepared' },
    ]);
  }
  if (person.startDate && input.month < monthOf(person.startDate)) {
    throw new AppError('validation_failed', 'This month is before your start date', [
      { field: 'month', message: 'This month is before your start date' },
    ]);
  }
  const month = await monthPatternOf(ctx.db, person, input.month);
  const projects = await listProjectsOfPeriod(ctx.db, userId, month.month.from, month.month.to);
  const from =
    person.startDate && person.startDate > month.month.from ? person.startDate : month.month.from;
  const away = vacationDaysIn(
    await listApprovedVacationsOf(ctx.db, userId, month.month.from, month.month.to),
  );
  const id = await withTransaction(ctx, async (tx) => {
    try {
      const map = await repository.insertMap(tx.db, {
        employeeId: userId,
        month: firstDayOf(input.month),
      });
      await repository.insertWorkDays(
        tx.db,
        workingDaysBetween(from, month.month.to, month.pattern)
          .filter((day) => away.get(day) !== 'whole')
          .map((day) => ({
            workMapId: map.id,
            day,
            hours: away.has(day) ? String(Number(person.dailyHours) / 2) : person.dailyHours,
            projectId: onlyProjectOn(day, projects),
          })),
      );
      await tx.audit({
        actor,
        action: 'work-map.create',
        entityType: 'work_maps',
        entityId: map.id,
        before: null,
        after: { month: input.month },
      });
      return map.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw monthTaken();
      throw error;
    }
  });
  return getWorkMap(ctx, actor, { id });
}

/** The employee's own maps with their totals, newest month first. */
export async function listMyWorkMaps(ctx: ServiceContext, actor: Actor): Promise<WorkMapSummary[]> {
  return summariesOf(ctx, requireSignedIn(actor).userId);
}

/** The employee's map of one month ('YYYY-MM') with its totals, or null before it is created. */
export async function myMonthSummary(
  ctx: ServiceContext,
  actor: Actor,
  month: string,
): Promise<WorkMapSummary | null> {
  const [summary] = await summariesOf(ctx, requireSignedIn(actor).userId, `${month}-01`);
  return summary ?? null;
}

async function summariesOf(
  ctx: ServiceContext,
  userId: string,
  monthStart?: string,
): Promise<WorkMapSummary[]> {
  const person = await personOf(ctx, userId);
  const maps = await repository.listMapsOf(ctx.db, userId, monthStart);
  const ids = maps.map((map) => map.id);
  const [days, absences] = await Promise.all([
    repository.listWorkDaysOfMaps(ctx.db, ids),
    repository.listAbsencesOfMaps(ctx.db, ids),
  ]);
  const patterns = await monthPatternsOf(
    ctx.db,
    person,
    maps.map((map) => monthKey(map.month)),
  );
  return maps.map((map) => {
    const totals = totalsOf(
      patterns.get(monthKey(map.month)) as MonthPattern,
      days.filter((day) => day.workMapId === map.id),
      absences.filter((absence) => absence.workMapId === map.id),
    );
    return {
      id: map.id,
      month: monthKey(map.month),
      status: map.status as WorkMapSummary['status'],
      rejectionReason: map.rejectionReason,
      daysWorked: totals.daysWorked,
      hours: totals.hours,
      extraHours: totals.extraHours,
      absentDays: totals.absences.reduce((sum, entry) => sum + entry.days, 0),
    };
  });
}

/** The employee's absences of a year (this one by default), newest first: their dashboard. */
export async function listMyAbsences(
  ctx: ServiceContext,
  actor: Actor,
  input: { year?: number | undefined },
): Promise<MyAbsence[]> {
  const { userId } = requireSignedIn(actor);
  const person = await personOf(ctx, userId);
  const year = input.year ?? Number(companyNow(ctx).date.slice(0, 4));
  const rows = await repository.listAbsencesOfYear(ctx.db, userId, year);
  const patterns = await monthPatternsOf(ctx.db, person, [
    ...new Set(rows.map((row) => monthKey(row.month))),
  ]);
  return rows.map((row) => ({
    ...toAbsence(row.absence, patterns.get(monthKey(row.month)) as MonthPattern),
    workMapId: row.absence.workMapId,
  }));
}

/** The employee sends their map to the approvers (again after a rejection or a modification). */
export async function sendToApproval(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<WorkMapDetails> {
  const { userId } = requireSignedIn(actor);
  await sendSelected(ctx, actor, workMapApproval, {
    ids: [input.id],
    scope: repository.mapOwnedBy(userId),
  });
  return getWorkMap(ctx, actor, input);
}
