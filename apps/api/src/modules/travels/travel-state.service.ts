import { monthOf } from '@quadro/contract/calendar-days';
import {
  availableValue,
  claimedValue,
  dislocationLeft,
  isMonthClosed,
  type KilometreMonth,
  kilometresOf,
  monthsOfYear,
  openMonthsOf,
} from '@quadro/contract/kilometre-map-rules';
import type { TravelState, TravelStateQuery } from '@quadro/contract/travels';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import {
  asRuleMonth,
  employeeOf,
  findKilometreMap,
  isMonthEditable,
  kilometreMonthsOfYear,
  kilometreYearRules,
  toKilometreMonth,
} from '../kilometre-maps/kilometre-maps.public.ts';
import { monthlyTripsOfYear } from '../monthly-trips/monthly-trips.public.ts';
import { approvedReceiptsByMonth, roadTripsOf } from '../road-trips/road-trips.public.ts';
import { sumTravel } from './travel-sums.ts';

/** The employee's travel state of a year (spec §3), from their months and the year's rules. */
export async function stateOf(
  ctx: ServiceContext,
  employee: { id: string; name: string },
  year: number,
): Promise<TravelState> {
  const rows = await kilometreMonthsOfYear(ctx.db, employee.id, year);
  const [map, rules, roadTrips, receiptsByMonth, monthlyTrips] = await Promise.all([
    findKilometreMap(ctx.db, employee.id, year),
    kilometreYearRules(ctx, employee.id, year, rows),
    roadTripsOf(ctx, employee.id, year),
    approvedReceiptsByMonth(ctx.db, year, employee.id),
    monthlyTripsOfYear(ctx, employee.id, year),
  ]);
  const byMonth = new Map(rows.map((row) => [monthOf(row.month), row]));
  const months = monthsOfYear(year).map((month) =>
    toKilometreMonth(month, byMonth.get(month), {
      rate: rules.rateOf(month),
      deadlineDay: rules.deadlineDay,
      today: rules.today,
      windows: rules.windows,
    }),
  );
  const ruleMonths = monthsOfYear(year).map((month) =>
    asRuleMonth(month, byMonth.get(month), rules.windows),
  );
  const monthTotals = months.map((month, index) => {
    const value = claimedValue(ruleMonths[index] as KilometreMonth, rules.today, rules.deadlineDay);
    return {
      value,
      kilometres: kilometresOf(value, month.pricePerKm),
      receipts: receiptsByMonth.get(index + 1) ?? '0.00',
    };
  });
  const left = dislocationLeft(rules.toReceive, ruleMonths);
  const counted = (status: string) => rows.filter((row) => row.status === status).length;
  const toFix = ruleMonths.filter(
    (month) => month.status === 'Rejected' && !isMonthClosed(month, rules.today, rules.deadlineDay),
  ).length;
  const next = months.find(
    (month) => isMonthEditable(month.status) && !month.closed && month.deadline >= rules.today,
  );
  return {
    year,
    monthlyTrips,
    employeeKilometresMap: {
      year,
      employee,
      vehiclePlate: map?.vehiclePlate ?? null,
      months,
    },
    roadTrips,
    numberOfMonthsToPlan: openMonthsOf(year, rules.today, rules.deadlineDay).length,
    nextClosing: next ? { month: next.month, deadline: next.deadline } : null,
    dislocationToReceive: rules.toReceive,
    dislocationLeft: left,
    pendingNumber: counted('PendingApproval'),
    requiresAttentionNumber: toFix + monthlyTrips.filter((month) => month.requiresAttention).length,
    totals: { year: sumTravel(monthTotals), months: monthTotals },
    available: availableValue(left, rules.cap),
    max: rules.cap,
    canDownload:
      counted('Approved') > 0 || roadTrips.some((roadTrip) => roadTrip.status === 'Approved'),
  };
}

/** GET /api/travels: the signed-in employee's year (this year by default). */
export async function travelState(
  ctx: ServiceContext,
  actor: Actor,
  query: TravelStateQuery,
): Promise<TravelState> {
  const year = query.year ?? Number(companyNow(ctx).date.slice(0, 4));
  return stateOf(ctx, await employeeOf(ctx, actor), year);
}
