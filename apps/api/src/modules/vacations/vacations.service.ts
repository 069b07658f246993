import { formatCalendarDay } from '@quadro/contract/formatting';
import { usableFrom, vacationDaysByYear } from '@quadro/contract/vacation-balance';
import {
  type MyVacations,
  type RequestCancellation,
  VACATION_MESSAGES,
  type Vacation,
  type VacationInput,
} from '@quadro/contract/vacations';
import { mailSent, sendSelected } from '../../platform/approvals/send-selected.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import { findPersonById } from '../people/people.public.ts';
import { vacationApproval, vacationCancellationApproval } from './vacation.approvable.ts';
import { balanceOf, patternOf, rulesOf, type VacationPerson } from './vacation-days.ts';
import { isCancellable, toVacation } from './vacation-view.ts';
import { assertEditable, canChangeVacation, canReadVacation } from './vacations.policy.ts';
import * as repository from './vacations.repository.ts';

export const vacationNotFound = () => notFound('Vacation');

export const todayOf = (ctx: ServiceContext) => companyNow(ctx).date;

const fieldError = (code: 'validation_failed' | 'conflict', field: string, message: string) =>
  new AppError(code, message, [{ field, message }]);

export async function personOf(ctx: ServiceContext, id: string): Promise<VacationPerson> {
  const person = await findPersonById(ctx.db, id);
  if (!person) throw vacationNotFound();
  return person;
}

/** The request as its reader sees it, or the 404 of none for anyone else. */
async function readable(ctx: ServiceContext, actor: Actor, id: string) {
  const row = await repository.findVacation(ctx.db, id);
  if (!row || !canReadVacation(actor, row.vacation)) throw vacationNotFound();
  return row;
}

async function ownRequest(ctx: ServiceContext, actor: Actor, id: string) {
  const row = await readable(ctx, actor, id);
  if (!canChangeVacation(actor, row.vacation)) throw vacationNotFound();
  return row;
}

export async function getVacation(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<Vacation> {
  const row = await readable(ctx, actor, input.id);
  const cancellations = await repository.latestCancellations(ctx.db, [row.vacation.id]);
  return toVacation(row, cancellations.get(row.vacation.id), todayOf(ctx));
}

/**
 * Checks a period against every rule (not in the past, from the start date on, a working day at
 * least, after the first months of contract, no overlap, within each year's balance) and returns
 * the working days it takes. Runs under the employee's lock, so two requests at once take turns.
 */
async function daysOfValidPeriod(
  ctx: ServiceContext,
  person: VacationPerson,
  input: VacationInput,
  exceptId: string | null,
): Promise<number> {
  const today = todayOf(ctx);
  if (input.start < today)
    throw fieldError('validation_failed', 'start', VACATION_MESSAGES.pastStart);
  if (person.startDate && input.start < person.startDate) {
    throw fieldError('validation_failed', 'start', VACATION_MESSAGES.beforeStartDate);
  }
  const pattern = await patternOf(ctx, person, input.start, input.end);
  const byYear = vacationDaysByYear(input, pattern);
  if (byYear.size === 0)
    throw fieldError('validation_failed', 'end', VACATION_MESSAGES.noWorkingDay);
  const firstDay = usableFrom(person.startDate, rulesOf(ctx));
  if (firstDay && input.start < firstDay) {
    throw fieldError(
      'validation_failed',
      'start',
      VACATION_MESSAGES.beforeUsable(formatCalendarDay(firstDay)),
    );
  }
  if (await repository.findOverlap(ctx.db, person.id, input, exceptId)) {
    throw fieldError('conflict', 'start', VACATION_MESSAGES.overlap);
  }
  for (const [year, asked] of byYear) {
    const balance = await balanceOf(ctx, person, year, today, exceptId);
    if (asked > balance.left) {
      throw fieldError('conflict', 'end', VACATION_MESSAGES.overBalance(year, asked, balance.left));
    }
  }
  return [...byYear.values()].reduce((sum, days) => sum + days, 0);
}

const auditChange = (
  tx: ServiceContext,
  actor: Actor,
  action: string,
  id: string,
  before: object | null,
  after: object | null,
) => tx.audit({ actor, action, entityType: 'vacations', entityId: id, before, after });

const periodOf = (row: { startDate: string; endDate: string; halfDay: boolean }) => ({
  start: row.startDate,
  end: row.endDate,
  halfDay: row.halfDay,
});

export async function createVacation(
  ctx: ServiceContext,
  actor: Actor,
  input: VacationInput,
): Promise<Vacation> {
  const { userId } = requireSignedIn(actor);
  const person = await personOf(ctx, userId);
  const id = await withTransaction(ctx, async (tx) => {
    await repository.lockEmployeeVacations(tx.db, userId);
    const days = await daysOfValidPeriod(tx, person, input, null);
    const row = await repository.insertVacation(tx.db, {
      employeeId: userId,
      startDate: input.start,
      endDate: input.end,
      halfDay: input.halfDay,
      days: String(days),
      note: input.note || null,
    });
    await auditChange(tx, actor, 'vacation.create', row.id, null, periodOf(row));
    return row.id;
  });
  return getVacation(ctx, actor, { id });
}

export async function updateVacation(
  ctx: ServiceContext,
  actor: Actor,
  input: VacationInput & { id: string },
): Promise<Vacation> {
  const { vacation } = await ownRequest(ctx, actor, input.id);
  const person = await personOf(ctx, vacation.employeeId);
  await withTransaction(ctx, async (tx) => {
    await repository.lockEmployeeVacations(tx.db, vacation.employeeId);
    const current = await repository.findVacation(tx.db, input.id);
    if (!current) throw vacationNotFound();
    assertEditable(current.vacation);
    const days = await daysOfValidPeriod(tx, person, input, input.id);
    const row = await repository.updateVacation(tx.db, input.id, {
      startDate: input.start,
      endDate: input.end,
      halfDay: input.halfDay,
      days: String(days),
      note: input.note || null,
    });
    await auditChange(
      tx,
      actor,
      'vacation.update',
      input.id,
      periodOf(current.vacation),
      row ? periodOf(row) : null,
    );
  });
  return getVacation(ctx, actor, { id: input.id });
}

export async function deleteVacation(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<void> {
  const { vacation } = await ownRequest(ctx, actor, input.id);
  await withTransaction(ctx, async (tx) => {
    await repository.lockEmployeeVacations(tx.db, vacation.employeeId);
    const current = await repository.findVacation(tx.db, input.id);
    if (!current) throw vacationNotFound();
    assertEditable(current.vacation);
    await repository.deleteVacation(tx.db, input.id);
    await auditChange(tx, actor, 'vacation.delete', input.id, periodOf(current.vacation), null);
  });
}

/** Sends a request to the approvers (again once fixed after a rejection), checking it still fits. */
export async function sendToApproval(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<Vacation> {
  const { vacation } = await ownRequest(ctx, actor, input.id);
  const person = await personOf(ctx, vacation.employeeId);
  await withTransaction(ctx, async (tx) => {
    await repository.lockEmployeeVacations(tx.db, vacation.employeeId);
    const current = await repository.findVacation(tx.db, input.id);
    if (!current) throw vacationNotFound();
    if (current.vacation.status === 'PendingApproval') return;
    assertEditable(current.vacation);
    await daysOfValidPeriod(tx, person, periodOf(current.vacation), input.id);
    await sendSelected(tx, actor, vacationApproval, {
      ids: [input.id],
      scope: repository.vacationOwnedBy(vacation.employeeId),
    });
  });
  return getVacation(ctx, actor, { id: input.id });
}

/** PUT /api/vacation/request-cancellation: an approved period not yet started goes back to the approvers. */
export async function requestCancellation(
  ctx: ServiceContext,
  actor: Actor,
  input: RequestCancellation,
): Promise<Vacation> {
  const { vacation } = await ownRequest(ctx, actor, input.id);
  await withTransaction(ctx, async (tx) => {
    await repository.lockEmployeeVacations(tx.db, vacation.employeeId);
    const current = await repository.findVacation(tx.db, input.id);
    if (!current) throw vacationNotFound();
    const latest = (await repository.latestCancellations(tx.db, [input.id])).get(input.id);
    if (latest?.status === 'PendingApproval') return;
    if (current.vacation.cancelledAt) throw conflict(VACATION_MESSAGES.alreadyCancelled);
    if (current.vacation.status !== 'Approved') throw conflict(VACATION_MESSAGES.cancelNotApproved);
    if (!isCancellable(current.vacation, latest, todayOf(tx))) {
      throw conflict(VACATION_MESSAGES.cancelStarted);
    }
    const cancellation = await repository.insertCancellation(tx.db, {
      vacationId: input.id,
      employeeId: vacation.employeeId,
      reason: input.reason || null,
    });
    await tx.audit({
      actor,
      action: 'vacation.request-cancellation',
      entityType: 'vacation_cancellations',
      entityId: cancellation.id,
      before: null,
      after: { vacationId: input.id, reason: cancellation.reason },
    });
    await mailSent(tx, actor, vacationCancellationApproval, [cancellation]);
  });
  return getVacation(ctx, actor, { id: input.id });
}

/** The employee's requests touching a year (this one by default) and that year's balance. */
export async function listMyVacations(
  ctx: ServiceContext,
  actor: Actor,
  input: { year?: number | undefined },
): Promise<MyVacations> {
  const { userId } = requireSignedIn(actor);
  const today = todayOf(ctx);
  const year = input.year ?? Number(today.slice(0, 4));
  const person = await personOf(ctx, userId);
  const [rows, balance] = await Promise.all([
    repository.listVacationsOf(ctx.db, userId, `${year}-01-01`, `${year}-12-31`),
    balanceOf(ctx, person, year, today),
  ]);
  const cancellations = await repository.latestCancellations(
    ctx.db,
    rows.map((row) => row.vacation.id),
  );
  return {
    year,
    balance,
    requests: rows.map((row) => toVacation(row, cancellations.get(row.vacation.id), today)),
  };
}
