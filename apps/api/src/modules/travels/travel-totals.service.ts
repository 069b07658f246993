import { kilometresOf } from '@quadro/contract/kilometre-map-rules';
import type {
  TravelTotals,
  TravelTotalsQuery,
  TravelTotalsRow,
  TravelYearTotals,
} from '@quadro/contract/travels';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import * as repository from '../kilometre-maps/kilometre-maps.public.ts';
import { isTravelApprover } from '../kilometre-maps/kilometre-maps.public.ts';
import {
  approvedReceiptsByMonth,
  approvedReceiptsOfPeople,
} from '../road-trips/road-trips.public.ts';
import { NO_TRAVEL, sumTravel } from './travel-sums.ts';

function assertApprover(actor: Actor): void {
  if (!isTravelApprover(actor)) throw forbidden();
}

const yearOf = (ctx: ServiceContext, year: number | undefined) =>
  year ?? Number(companyNow(ctx).date.slice(0, 4));

/** Each person's twelve months and year from their approved months and road trips. */
async function rowsOf(
  ctx: ServiceContext,
  year: number,
  people: readonly { id: string; name: string }[],
): Promise<TravelTotalsRow[]> {
  if (people.length === 0) return [];
  const ids = people.map((person) => person.id);
  const [months, receipts] = await Promise.all([
    repository.approvedMonthsOf(ctx.db, year, ids),
    approvedReceiptsOfPeople(ctx.db, year, ids),
  ]);
  const byPerson = new Map<string, (TravelTotals | null)[]>(
    people.map((person) => [person.id, Array(12).fill(null)]),
  );
  const cellOf = (employeeId: string, index: number) => {
    const sums = byPerson.get(employeeId);
    if (!sums) return undefined;
    sums[index] ??= { ...NO_TRAVEL };
    return sums[index];
  };
  for (const month of months) {
    const cell = cellOf(month.employeeId, Number(month.month.slice(5, 7)) - 1);
    if (!cell) continue;
    cell.value = month.value;
    cell.kilometres = kilometresOf(month.value, month.pricePerKm ?? '0');
  }
  for (const receipt of receipts) {
    const cell = cellOf(receipt.employeeId, receipt.month - 1);
    if (cell) cell.receipts = receipt.euros;
  }
  return people.map((person) => {
    const sums = byPerson.get(person.id) ?? [];
    return {
      employee: person,
      months: sums,
      total: sumTravel(sums.filter((sum): sum is TravelTotals => sum !== null)),
    };
  });
}

async function companyOf(ctx: ServiceContext, year: number) {
  const [sums, receipts] = await Promise.all([
    repository.companyMonthSums(ctx.db, year),
    approvedReceiptsByMonth(ctx.db, year),
  ]);
  const months = Array.from({ length: 12 }, (_, index) => {
    const found = sums.find((sum) => sum.month === index + 1);
    return {
      value: found?.value ?? NO_TRAVEL.value,
      kilometres: found?.kilometres ?? NO_TRAVEL.kilometres,
      receipts: receipts.get(index + 1) ?? NO_TRAVEL.receipts,
    };
  });
  return { months, total: sumTravel(months) };
}

/** Finance: a year's approved months per employee and month (one page) with the company's sums. */
export async function yearTotals(
  ctx: ServiceContext,
  actor: Actor,
  query: TravelTotalsQuery,
): Promise<TravelYearTotals> {
  assertApprover(actor);
  const year = yearOf(ctx, query.year);
  const [people, total, company] = await Promise.all([
    repository.listEmployeesWithApprovedMonths(ctx.db, {
      year,
      search: query.search,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repository.countEmployeesWithApprovedMonths(ctx.db, { year, search: query.search }),
    companyOf(ctx, year),
  ]);
  return {
    year,
    company,
    items: await rowsOf(ctx, year, people),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every employee's row of a year and the company's, for the export. */
export async function allYearTotals(ctx: ServiceContext, actor: Actor, input: { year?: number }) {
  assertApprover(actor);
  const year = yearOf(ctx, input.year);
  const people = await repository.listEmployeesWithApprovedMonths(ctx.db, { year, search: '' });
  const [items, company] = await Promise.all([rowsOf(ctx, year, people), companyOf(ctx, year)]);
  return { year, company, items };
}
