import { monthOf } from '@quadro/contract/calendar-days';
import {
  dislocationToReceive,
  isOverMonthlyCap,
  isOverYear,
  isSendable,
  type KilometreMonth,
  rateOfMonth,
  sendDeadlineOf,
} from '@quadro/contract/kilometre-map-rules';
import type { SaveKilometreMap, SendKilometreMonths } from '@quadro/contract/kilometre-maps';
import { toCents } from '@quadro/contract/money';
import { TRAVEL_MESSAGES, type TravelStateResult } from '@quadro/contract/travels';
import { sendSelected } from '../../platform/approvals/send-selected.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts';
import { dislocationAllowancesOfYear } from '../contracts/contracts.public.ts';
import { findPerson } from '../people/people.public.ts';
import { kilometreMapApproval } from './kilometre-map.approvable.ts';
import { asRuleMonth } from './kilometre-map-view.ts';
import { isMonthEditable } from './kilometre-maps.policy.ts';
import * as repository from './kilometre-maps.repository.ts';
import type { KilometreMapMonthRow } from './kilometre-maps.schema.ts';
import { travelYearState } from './kilometre-maps-hooks.ts';
import { resubmitWindows } from './kilometre-month-windows.ts';

/**
 * What the rules of a year need besides its months: today, the parameters, rates, dislocation,
 * and each rejected month's window to be sent again.
 */
export async function yearRules(
  ctx: ServiceContext,
  employeeId: string,
  year: number,
  rows: readonly KilometreMapMonthRow[],
) {
  const parameters = ctx.parameters.current();
  const [rates, allowances, windows] = await Promise.all([
    repository.listRates(ctx.db),
    dislocationAllowancesOfYear(ctx.db, employeeId, year),
    resubmitWindows(ctx.db, rows, {
      workingDays: parameters.kilometreMapResubmitWorkingDays,
      timeZone: parameters.companyTimeZone,
    }),
  ]);
  return {
    today: companyNow(ctx).date,
    deadlineDay: parameters.kilometreMapDeadlineDay,
    cap: parameters.kilometreMapMonthlyCap,
    toReceive: dislocationToReceive(allowances),
    rateOf: (month: string) => rateOfMonth(rates, month, parameters.pricePerKilometre),
    windows,
    ruleMonth: (row: KilometreMapMonthRow) => asRuleMonth(monthOf(row.month), row, windows),
  };
}

/** Why a month may not be changed or sent any more: its deadline, or its rejection's window. */
function closedMonth(field: string, month: KilometreMonth, deadlineDay: number) {
  return invalidField(
    field,
    month.status === 'Rejected' && month.resubmitUntil
      ? TRAVEL_MESSAGES.resubmitClosed(sendDeadlineOf(month, deadlineDay))
      : TRAVEL_MESSAGES.afterDeadline(deadlineDay),
  );
}

export async function employeeOf(ctx: ServiceContext, actor: Actor) {
  const { userId } = requireSignedIn(actor);
  const person = await findPerson(ctx, actor, { id: userId });
  if (!person) throw notFound('Employee');
  return { id: person.id, name: person.name };
}

const overYear = (toReceive: string) =>
  invalidField(
    'months',
    toCents(toReceive) === 0n ? TRAVEL_MESSAGES.noDislocation : TRAVEL_MESSAGES.overYear(toReceive),
  );

/**
 * PUT /api/travels/kilometre-map: the plate and the months given. A month changes only while its
 * owner may change it (before sending, or rejected) and until its deadline; each is at most the
 * monthly cap, and the year's months together at most the dislocation to receive. All or nothing.
 */
export async function saveKilometreMap(
  ctx: ServiceContext,
  actor: Actor,
  input: SaveKilometreMap,
): Promise<TravelStateResult> {
  const employee = await employeeOf(ctx, actor);
  await withTransaction(ctx, async (tx) => {
    const map = await repository.lockMap(tx.db, employee.id, input.year);
    const rows = await repository.monthsOfYear(tx.db, employee.id, input.year);
    const rules = await yearRules(tx, employee.id, input.year, rows);
    const byMonth = new Map(rows.map((row) => [monthOf(row.month), row]));
    const after = new Map(rows.map((row) => [monthOf(row.month), rules.ruleMonth(row)]));
    const changed: { month: string; value: string; before: string | null }[] = [];
    const seen = new Set<string>();
    input.months.forEach((item, index) => {
      const field = `months.${index}.value`;
      if (!item.month.startsWith(`${input.year}-`)) {
        throw invalidField(`months.${index}.month`, TRAVEL_MESSAGES.monthOutsideYear(input.year));
      }
      if (seen.has(item.month)) throw invalidField(`months.${index}.month`, 'Each month once');
      seen.add(item.month);
      const row = byMonth.get(item.month);
      if (toCents(row?.value ?? '0.00') === toCents(item.value)) return;
      if (row && !isMonthEditable(row.status)) throw conflict(TRAVEL_MESSAGES.notEditable);
      const before = asRuleMonth(item.month, row, rules.windows);
      if (!isSendable(before, rules.today, rules.deadlineDay)) {
        throw closedMonth(field, before, rules.deadlineDay);
      }
      if (isOverMonthlyCap(item.value, rules.cap)) {
        throw invalidField(field, TRAVEL_MESSAGES.monthOverCap(rules.cap));
      }
      after.set(item.month, { ...before, value: item.value });
      changed.push({ month: item.month, value: item.value, before: row?.value ?? null });
    });
    if (
      changed.length > 0 &&
      isOverYear(rules.toReceive, [...after.values()], rules.today, rules.deadlineDay)
    ) {
      throw overYear(rules.toReceive);
    }
    const now = tx.clock.now();
    await repository.upsertMonths(
      tx.db,
      changed.map((item) => ({
        mapId: map.id,
        employeeId: employee.id,
        month: `${item.month}-01`,
        value: item.value,
      })),
      now,
    );
    const plateChanged =
      input.vehiclePlate !== undefined && input.vehiclePlate !== map.vehiclePlate;
    if (plateChanged) await repository.setPlate(tx.db, map.id, input.vehiclePlate ?? null, now);
    if (changed.length > 0 || plateChanged) {
      await tx.audit({
        actor,
        action: 'kilometre-map.save',
        entityType: 'kilometre_maps',
        entityId: map.id,
        before: {
          vehiclePlate: map.vehiclePlate,
          months: changed.map(({ month, before }) => ({ month, value: before })),
        },
        after: {
          vehiclePlate: plateChanged ? input.vehiclePlate : map.vehiclePlate,
          months: changed.map(({ month, value }) => ({ month, value })),
        },
      });
    }
  });
  return {
    message: TRAVEL_MESSAGES.saved,
    state: await ctx.hooks.use(travelYearState)(ctx, employee, input.year),
  };
}

/**
 * POST /api/travels/kilometre-map/send: the months given go to finance, all or none. Each has a
 * value within the monthly cap in force now (HR may have lowered it since the month was saved),
 * is open (its deadline, or a rejected month's window, not passed) and takes the rate in force on
 * its first day, kept from then on; the year's sent and approved months stay within the
 * dislocation to receive.
 */
export async function sendKilometreMonths(
  ctx: ServiceContext,
  actor: Actor,
  input: SendKilometreMonths,
): Promise<TravelStateResult> {
  const employee = await employeeOf(ctx, actor);
  const years = [...new Set(input.months.map((month) => Number(month.slice(0, 4))))];
  await withTransaction(ctx, async (tx) => {
    const ids: string[] = [];
    const prices = new Map<string, string>();
    for (const year of years) {
      await repository.lockMap(tx.db, employee.id, year);
      const rows = await repository.monthsOfYear(tx.db, employee.id, year);
      const rules = await yearRules(tx, employee.id, year, rows);
      const byMonth = new Map(rows.map((row) => [monthOf(row.month), row]));
      const after = new Map(rows.map((row) => [monthOf(row.month), rules.ruleMonth(row)]));
      input.months.forEach((month, index) => {
        if (!month.startsWith(`${year}-`)) return;
        const row = byMonth.get(month);
        if (!row || toCents(row.value) === 0n) {
          throw invalidField(`months.${index}`, TRAVEL_MESSAGES.sendWithoutValue);
        }
        if (row.status === 'PendingApproval') return;
        if (!isMonthEditable(row.status)) throw conflict(TRAVEL_MESSAGES.notEditable);
        const ruleMonth = rules.ruleMonth(row);
        if (!isSendable(ruleMonth, rules.today, rules.deadlineDay)) {
          throw closedMonth(`months.${index}`, ruleMonth, rules.deadlineDay);
        }
        if (isOverMonthlyCap(row.value, rules.cap)) {
          throw invalidField(`months.${index}`, TRAVEL_MESSAGES.monthOverCap(rules.cap));
        }
        ids.push(row.id);
        if (row.pricePerKm === null) prices.set(row.id, rules.rateOf(month));
        after.set(month, { ...ruleMonth, status: 'PendingApproval' });
      });
      if (isOverYear(rules.toReceive, [...after.values()], rules.today, rules.deadlineDay)) {
        throw overYear(rules.toReceive);
      }
    }
    if (ids.length === 0) return;
    await sendSelected(tx, actor, kilometreMapApproval, {
      ids,
      scope: repository.monthOwnedBy(employee.id),
      alsoSet: (row) => (row.pricePerKm === null ? { pricePerKm: prices.get(row.id) } : {}),
    });
  });
  const year = years[0] ?? Number(companyNow(ctx).date.slice(0, 4));
  return {
    message: TRAVEL_MESSAGES.sent,
    state: await ctx.hooks.use(travelYearState)(ctx, employee, year),
  };
}
