import type { TravelPassTotals, TravelPassTotalsQuery } from '@quadro/contract/travel-passes';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { isTravelPassApprover } from './travel-passes.policy.ts';
import * as repository from './travel-passes.repository.ts';

/** The year asked for, or this year on the company's clock. */
function yearOf(ctx: ServiceContext, year: number | undefined): number {
  return year ?? Number(companyNow(ctx).date.slice(0, 4));
}

function assertApprover(actor: Actor): void {
  if (!isTravelPassApprover(actor)) throw forbidden();
}

const toRow = (row: Awaited<ReturnType<typeof repository.listYearTotalsByEmployee>>[number]) => ({
  employee: { id: row.employeeId, name: row.employeeName },
  months: row.months,
  total: row.total,
});

/** Finance: a year's approved passes per employee and month (one page) with the company's totals. */
export async function yearTotals(
  ctx: ServiceContext,
  actor: Actor,
  query: TravelPassTotalsQuery,
): Promise<TravelPassTotals> {
  assertApprover(actor);
  const year = yearOf(ctx, query.year);
  const [rows, total, company] = await Promise.all([
    repository.listYearTotalsByEmployee(ctx.db, {
      year,
      search: query.search,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repository.countEmployeesWithYearTotals(ctx.db, { year, search: query.search }),
    repository.companyYearTotals(ctx.db, year),
  ]);
  return {
    year,
    company,
    items: rows.map(toRow),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every employee's row of a year and the company's, for the export. */
export async function allYearTotals(ctx: ServiceContext, actor: Actor, input: { year?: number }) {
  assertApprover(actor);
  const year = yearOf(ctx, input.year);
  const [rows, company] = await Promise.all([
    repository.listYearTotalsByEmployee(ctx.db, { year, search: '' }),
    repository.companyYearTotals(ctx.db, year),
  ]);
  return { year, company, items: rows.map(toRow) };
}
