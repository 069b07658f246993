import { HOLIDAY_MESSAGES, type Holiday, type HolidayInput } from '@quadro/contract/holidays';
import { portugueseNationalHolidays } from '@quadro/contract/portuguese-holidays';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { mergeHolidays } from './holiday-calendar.ts';
import { canManageHolidays } from './holidays.policy.ts';
import * as repository from './holidays.repository.ts';

const holidayNotFound = () => notFound('Holiday');
const dateRefused = (message: string) =>
  new AppError('conflict', message, [{ field: 'date', message }]);

const toHoliday = (row: {
  id: string;
  date: string;
  name: string;
  region: string | null;
}): Holiday => ({
  id: row.id,
  date: row.date,
  name: row.name,
  scope: 'regional',
  region: row.region,
});

/** The year's national holidays (computed) and the ones HR added, by date. */
export async function listHolidays(
  ctx: ServiceContext,
  _actor: Actor,
  input: { year?: number | undefined },
): Promise<Holiday[]> {
  const year = input.year ?? Number(companyNow(ctx).date.slice(0, 4));
  const [from, to] = [`${year}-01-01`, `${year}-12-31`];
  return mergeHolidays(from, to, await repository.listStoredHolidays(ctx.db, from, to));
}

/** A day holds one holiday: a national one, or one HR added (409 on `date` otherwise). */
async function assertFreeDay(ctx: ServiceContext, date: string, self?: string): Promise<void> {
  const national = portugueseNationalHolidays(Number(date.slice(0, 4))).find(
    (holiday) => holiday.date === date,
  );
  if (national) throw dateRefused(HOLIDAY_MESSAGES.nationalDay(national.name));
  const stored = await repository.findHolidayOn(ctx.db, date);
  if (stored && stored.id !== self) throw dateRefused(HOLIDAY_MESSAGES.dateTaken);
}

async function refusingTakenDay<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw dateRefused(HOLIDAY_MESSAGES.dateTaken);
    throw error;
  }
}

const valuesOf = (input: HolidayInput) => ({
  date: input.date,
  name: input.name,
  region: input.region || null,
});

export async function createHoliday(
  ctx: ServiceContext,
  actor: Actor,
  input: HolidayInput,
): Promise<Holiday> {
  if (!canManageHolidays(actor)) throw forbidden();
  await assertFreeDay(ctx, input.date);
  return refusingTakenDay(() =>
    withTransaction(ctx, async (tx) => {
      const created = await repository.insertHoliday(tx.db, valuesOf(input));
      await tx.audit({
        actor,
        action: 'holiday.create',
        entityType: 'holidays',
        entityId: created.id,
        before: null,
        after: valuesOf(input),
      });
      return toHoliday(created);
    }),
  );
}

export async function updateHoliday(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; holiday: HolidayInput },
): Promise<Holiday> {
  if (!canManageHolidays(actor)) throw holidayNotFound();
  await assertFreeDay(ctx, input.holiday.date, input.id);
  return refusingTakenDay(() =>
    withTransaction(ctx, async (tx) => {
      const before = await repository.findHoliday(tx.db, input.id);
      if (!before) throw holidayNotFound();
      const updated = await repository.updateHoliday(
        tx.db,
        input.id,
        valuesOf(input.holiday),
        tx.clock.now(),
      );
      if (!updated) throw holidayNotFound();
      await tx.audit({
        actor,
        action: 'holiday.update',
        entityType: 'holidays',
        entityId: input.id,
        before: { date: before.date, name: before.name, region: before.region },
        after: valuesOf(input.holiday),
      });
      return toHoliday(updated);
    }),
  );
}

export async function removeHoliday(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<void> {
  if (!canManageHolidays(actor)) throw holidayNotFound();
  await withTransaction(ctx, async (tx) => {
    const before = await repository.findHoliday(tx.db, input.id);
    if (!before) throw holidayNotFound();
    await repository.deleteHoliday(tx.db, input.id);
    await tx.audit({
      actor,
      action: 'holiday.delete',
      entityType: 'holidays',
      entityId: input.id,
      before: { date: before.date, name: before.name, region: before.region },
      after: null,
    });
  });
}
