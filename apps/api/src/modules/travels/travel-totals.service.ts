import { kilometresOf, sumKilometres } from '@quadro/contract/kilometre-map-rules';
import { fromCents, toCents } from '@quadro/contract/money';
import type {
  ApprovedSum,
  TravelTotalsQuery,
  TravelTotalsRow,
  TravelYearTotals,
} from '@quadro/contract/travels';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { isTravelApprover } from './travels.policy.ts';
import * as repository from './travels.repository.ts';

const ZERO: ApprovedSum = { value: '0.00', kilometres: '0.0' };

function add(sum: ApprovedSum, other: ApprovedSum): ApprovedSum {
  return {
    value: fromCents(toCents(sum.value) + toCents(other.value)),
    kilometres: sumKilometres([sum.kilometres, other.kilometres]),
  };
}

function assertApprover(actor: Actor): void {
  if (!isTravelApprover(actor)) throw forbidden();
}

const yearOf = (ctx: ServiceContext, year: number | undefined) =>
  year ?? Number(companyNow(ctx).date.slice(0, 4));

/** Each person's twelve months and year from their approved months. */
async function rowsOf(
  ctx: ServiceContext,
  year: number,
  people: readonly { id: string; name: string }[],
): Promise<TravelTotalsRow[]> {
  if (people.length === 0) return [];
  const months = await repository.approvedMonthsOf(
    ctx.db,
    year,
    people.map((person) => person.id),
  );
  const byPerson = new Map(people.map((person) => [person.id, Array(12).fill(null)]));
  for (const month of months) {
    const sums = byPerson.get(month.employeeId);
    if (!sums) continue;
    sums[Number(month.month.slice(5, 7)) - 1] = {
      value: month.value,
      kilometres: kilometresOf(month.value, month.pricePerKm ?? '0'),
    };
  }
  return people.map((person) => {
    const sums = (byPerson.get(person.id) ?? []) as (ApprovedSum | null)[];
    return {
      employee: person,
      months: sums,
      total: sums.reduce<ApprovedSum>((total, sum) => (sum ? add(total, sum) : total), ZERO),
    };
  });
}

async function companyOf(ctx: ServiceContext, year: number) {
  const sums = await repository.companyMonthSums(ctx.db, year);
  const months = Array.from({ length: 12 }, (_, index) => {
    const found = sums.find((sum) => sum.month === index + 1);
    return found ? { value: found.value, kilometres: found.kilometres } : ZERO;
  });
  return { months, total: months.reduce(add, ZERO) };
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
