import type { ApprovalStatus } from '@quadro/contract/approval';
import { firstDayOf, lastDayOf } from '@quadro/contract/calendar-days';
import {
  type TeamCalendarMonthEntry,
  teamCalendarMonth,
} from '@quadro/contract/team-calendar-month';
import { overlapGroupsOf, teamCalendarOverlaps } from '@quadro/contract/team-calendar-overlaps';
import type {
  DayDistribution,
  TeamCalendar,
  TeamCalendarOverlapList,
  TeamCalendarOverlapsQuery,
  TeamCalendarQuery,
  VacationBalance,
  VacationDecision,
  VacationItemKind,
  VacationPage,
  VacationPending,
  VacationQuery,
} from '@quadro/contract/vacations';
import { ABSENCE_TYPES } from '@quadro/contract/work-maps';
import { workingDaysBetween } from '@quadro/contract/working-days';
import { approvalLevelsOf } from '../../platform/approvals/approval-levels-view.ts';
import { decideSelected } from '../../platform/approvals/decide-selected.ts';
import { countPending } from '../../platform/approvals/pending-count.ts';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { listAbsencesBetween } from '../days-away/days-away.public.ts';
import { listTeamsOf } from '../evaluations/evaluations.public.ts';
import { vacationApproval, vacationCancellationApproval } from './vacation.approvable.ts';
import { balanceOf, patternOf } from './vacation-days.ts';
import { isVacationApprover } from './vacations.policy.ts';
import * as repository from './vacations.repository.ts';
import { personOf, todayOf, vacationNotFound } from './vacations.service.ts';

function assertApprover(actor: Actor): void {
  if (!isVacationApprover(actor)) throw forbidden();
}

/**
 * Approves or rejects requests and cancellations at once, in one transaction: all or none. An
 * approved cancellation gives the days back. Deciding again what is already decided that way
 * changes nothing and mails nobody; nobody decides their own.
 */
export async function decideVacations(
  ctx: ServiceContext,
  actor: Actor,
  input: VacationDecision,
): Promise<{ decided: number }> {
  assertApprover(actor);
  const idsOf = (kind: VacationItemKind) =>
    input.items.filter((item) => item.kind === kind).map((item) => item.id);
  return withTransaction(ctx, async (tx) => {
    const decision = { decision: input.decision, reason: input.reason };
    const requests = idsOf('Request');
    const cancellations = idsOf('Cancellation');
    const decided = [
      ...(requests.length > 0
        ? await decideSelected(tx, actor, vacationApproval, { ids: requests, ...decision })
        : []),
      ...(cancellations.length > 0
        ? await decideSelected(tx, actor, vacationCancellationApproval, {
            ids: cancellations,
            ...decision,
          })
        : []),
    ];
    return { decided: decided.filter((result) => result.moved).length };
  });
}

/** The approvers' table of requests and cancellations, waiting ones first. */
export async function listVacationTable(
  ctx: ServiceContext,
  actor: Actor,
  query: VacationQuery,
): Promise<VacationPage> {
  assertApprover(actor);
  const [rows, total] = await Promise.all([
    repository.listTableRows(ctx.db, query, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repository.countTableRows(ctx.db, query),
  ]);
  const ofKind = (kind: VacationItemKind) =>
    rows.filter((row) => row.kind === kind).map((row) => ({ id: row.id, status: row.status }));
  const [requestLevels, cancellationLevels] = await Promise.all([
    approvalLevelsOf(ctx, vacationApproval, ofKind('Request')),
    approvalLevelsOf(ctx, vacationCancellationApproval, ofKind('Cancellation')),
  ]);
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      vacationId: row.vacationId,
      employee: { id: row.employeeId, name: row.employeeName },
      start: row.start,
      end: row.end,
      halfDay: row.halfDay,
      days: Number(row.days),
      status: row.status as ApprovalStatus,
      rejectionReason: row.rejectionReason,
      note: row.note,
      createdAt: new Date(row.createdAt).toISOString(),
      approvalLevels: (row.kind === 'Request' ? requestLevels : cancellationLevels).get(row.id),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function listVacationClients(ctx: ServiceContext, actor: Actor) {
  assertApprover(actor);
  return repository.listClientNames(ctx.db);
}

export async function pendingNumber(ctx: ServiceContext, actor: Actor): Promise<VacationPending> {
  assertApprover(actor);
  const [requests, cancellations] = await Promise.all([
    countPending(ctx, actor, vacationApproval),
    countPending(ctx, actor, vacationCancellationApproval),
  ]);
  return { requests, cancellations, total: requests + cancellations };
}

/** A person's balance, read by them or by an approver deciding their request. */
export async function employeeBalance(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; year?: number | undefined },
): Promise<VacationBalance> {
  if (actor.userId !== input.id && !isVacationApprover(actor)) throw vacationNotFound();
  const person = await personOf(ctx, input.id);
  const today = todayOf(ctx);
  return balanceOf(ctx, person, input.year ?? Number(today.slice(0, 4)), today);
}

/** Approved and pending working days per month of a year: their own, or anyone's for approvers. */
export async function dayDistribution(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; currentYear?: number | undefined },
): Promise<DayDistribution> {
  if (actor.userId !== input.id && !isVacationApprover(actor)) throw vacationNotFound();
  const person = await personOf(ctx, input.id);
  const year = input.currentYear ?? Number(todayOf(ctx).slice(0, 4));
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const [periods, pattern] = await Promise.all([
    repository.listBookedOf(ctx.db, person.id, from, to),
    patternOf(ctx, person, from, to),
  ]);
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    approved: 0,
    pending: 0,
  }));
  for (const period of periods) {
    const start = period.start < from ? from : period.start;
    const end = period.end > to ? to : period.end;
    for (const day of workingDaysBetween(start, end, pattern)) {
      const entry = months[Number(day.slice(5, 7)) - 1] as (typeof months)[number];
      const days = period.halfDay ? 0.5 : 1;
      if (period.status === 'Approved') entry.approved += days;
      else entry.pending += days;
    }
  }
  return months;
}

const ABSENCE_NAMES = new Map<string, string>(ABSENCE_TYPES.map((type) => [type.key, type.name]));

const NO_CLIENTS: ReadonlyMap<string, string> = new Map();
const NO_TEAMS: readonly string[] = [];

/**
 * The entries a month's calendar shows (of one client, or all), each employee's clients and their
 * evaluation teams.
 */
async function calendarOf(
  ctx: ServiceContext,
  input: { month: string; clientId?: string | undefined },
) {
  const from = firstDayOf(input.month);
  const to = lastDayOf(input.month);
  const [away, absences] = await Promise.all([
    repository.listAwayBetween(ctx.db, from, to),
    listAbsencesBetween(ctx.db, from, to),
  ]);
  const entries: TeamCalendarMonthEntry[] = [
    ...away.map((vacation) => ({
      id: vacation.id,
      kind: 'vacation' as const,
      employee: { id: vacation.employeeId, name: vacation.employeeName },
      start: vacation.start,
      end: vacation.end,
      halfDay: vacation.halfDay,
      status: vacation.status as ApprovalStatus,
      label: 'Vacation',
    })),
    ...absences.map((absence) => ({
      id: absence.id,
      kind: 'absence' as const,
      employee: { id: absence.employeeId, name: absence.employeeName },
      start: absence.start,
      end: absence.end,
      halfDay: false,
      status: 'Approved' as const,
      label: ABSENCE_NAMES.get(absence.type) ?? absence.type,
    })),
  ];
  const employeeIds = [...new Set(entries.map((entry) => entry.employee.id))];
  const [allocations, memberships] = await Promise.all([
    repository.listClientsOf(ctx.db, employeeIds, from, to),
    listTeamsOf(ctx.db, employeeIds, from, to),
  ]);
  const clients = new Map<string, Map<string, string>>();
  for (const allocation of allocations) {
    const names = clients.get(allocation.employeeId) ?? new Map<string, string>();
    names.set(allocation.clientId, allocation.clientName);
    clients.set(allocation.employeeId, names);
  }
  const clientsOf = (employeeId: string) => clients.get(employeeId) ?? NO_CLIENTS;
  const teams = new Map<string, string[]>();
  for (const membership of memberships) {
    teams.set(membership.employeeId, [
      ...(teams.get(membership.employeeId) ?? []),
      membership.teamId,
    ]);
  }
  const teamsOf = (employeeId: string) => teams.get(employeeId) ?? NO_TEAMS;
  const shown = entries.filter(
    (entry) => !input.clientId || clientsOf(entry.employee.id).has(input.clientId),
  );
  return { shown, clientsOf, teamsOf };
}

/**
 * Who is away in a month: approved and pending vacations and absences, each with the colleagues
 * of a same client or team away on a same day counted and the first few named, in the compact shape.
 */
export async function teamCalendar(
  ctx: ServiceContext,
  actor: Actor,
  input: TeamCalendarQuery,
): Promise<TeamCalendar> {
  assertApprover(actor);
  const { shown, clientsOf, teamsOf } = await calendarOf(ctx, input);
  return teamCalendarMonth(input.month, shown, clientsOf, teamsOf);
}

/**
 * Every colleague of a same client or team away on a same day as one entry of a month's calendar, by
 * name: an entry the calendar does not show (another month, another client, a draft, a rejected
 * or cancelled vacation, an unknown id) is not found.
 */
export async function teamCalendarOverlapsOf(
  ctx: ServiceContext,
  actor: Actor,
  input: TeamCalendarOverlapsQuery,
): Promise<TeamCalendarOverlapList> {
  assertApprover(actor);
  const { shown, clientsOf, teamsOf } = await calendarOf(ctx, input);
  const entry = shown.find(
    (shownEntry) => shownEntry.kind === input.kind && shownEntry.id === input.id,
  );
  if (!entry) throw notFound('Calendar entry');
  const overlaps = teamCalendarOverlaps(input.month, shown, (employeeId) =>
    overlapGroupsOf(clientsOf(employeeId).keys(), teamsOf(employeeId)),
  );
  return { overlapsWith: overlaps.all(entry) };
}
