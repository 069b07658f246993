import {
  canGenerateAllowancePlans,
  generatableAllowanceYears,
} from '@quadro/contract/allowance-amount';
import {
  ALLOWANCE_MESSAGES,
  ALLOWANCE_TYPES,
  type AllowanceFilters,
  type AllowanceTotals,
  type ManageAllowancesPage,
  type ManageAllowancesQuery,
} from '@quadro/contract/allowances';
import { queuePage } from '../../platform/approvals/queue-page.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, invalidField } from '../../platform/errors/app-error.ts';
import { allowancePlanApproval } from './allowance-plan.approvable.ts';
import { defaultMonthOf, planTerms, salaryDayOf } from './allowance-plan-terms.ts';
import { allowancePlansExport } from './allowance-plans-export.ts';
import { assertManager } from './allowances.policy.ts';
import * as repository from './allowances.repository.ts';
import { plansWithInstalments } from './allowances.service.ts';

/** Finance's table of plans, filtered and paged. */
export async function listPlans(
  ctx: ServiceContext,
  actor: Actor,
  query: ManageAllowancesQuery,
): Promise<ManageAllowancesPage> {
  assertManager(actor);
  const { page } = await queuePage(ctx, allowancePlanApproval, {
    page: query.page,
    pageSize: query.pageSize,
    listsDrafts: true,
    filters: repository.planQueueFilters(query),
    rows: repository.planQueueRows,
    orderBy: repository.planQueueOrder,
    count: (db) => repository.planQueueCount(db, query.search),
    itemOf: (row) => row.plan,
    items: async (rows, levels) =>
      (await plansWithInstalments(ctx, rows)).map((plan) => ({
        ...plan,
        approvalLevels: levels.get(plan.id),
      })),
  });
  return page;
}

/** The consolidated totals of the filtered plans (spec §3), summed by the database. */
export async function planTotals(
  ctx: ServiceContext,
  actor: Actor,
  filters: AllowanceFilters,
): Promise<AllowanceTotals> {
  assertManager(actor);
  return repository.planTotals(ctx.db, filters);
}

/** The filtered plans, every one, as CSV or XLSX. */
export async function exportPlans(
  ctx: ServiceContext,
  actor: Actor,
  input: AllowanceFilters & { format: 'csv' | 'xlsx' },
) {
  assertManager(actor);
  const rows = await repository.listPlans(ctx.db, input);
  const [plans, totals] = await Promise.all([
    plansWithInstalments(ctx, rows),
    repository.planTotals(ctx.db, input),
  ]);
  return allowancePlansExport({ plans, totals, filters: input }, input.format);
}

/**
 * 'Generate plans for {year}': the default plan (in full, in the allowance's month) for every
 * enabled employee working that year who lacks one, all in one transaction. Someone with a plan
 * already, or added meanwhile by another request, is left as they are. Only this year (the
 * company's), or the next one too from 1 December, may be generated (400 naming `year`).
 */
export async function generatePlans(
  ctx: ServiceContext,
  actor: Actor,
  input: { year: number },
): Promise<{ message: string; created: number }> {
  assertManager(actor);
  const { userId } = requireSignedIn(actor);
  const today = companyNow(ctx).date;
  if (!canGenerateAllowancePlans(input.year, today)) {
    throw invalidField('year', ALLOWANCE_MESSAGES.generateYear(generatableAllowanceYears(today)));
  }
  const parameters = ctx.parameters.current();
  const created = await withTransaction(ctx, async (tx) => {
    let total = 0;
    for (const { key: allowance } of ALLOWANCE_TYPES) {
      const paymentMonth = defaultMonthOf(allowance, parameters);
      const people = await repository.listEmployeesWithoutPlan(tx.db, {
        year: input.year,
        allowance,
        day: salaryDayOf(input.year, paymentMonth),
      });
      const planned = people.flatMap((facts) => {
        try {
          const terms = planTerms({
            allowance,
            year: input.year,
            schedule: 'FULL',
            paymentMonth,
            facts,
            parameters,
          });
          return [{ employeeId: facts.id, terms }];
        } catch (error) {
          if (error instanceof AppError) return []; // not working that year
          throw error;
        }
      });
      const inserted = await repository.insertPlans(
        tx.db,
        planned.map(({ employeeId, terms: { instalments: _, ...terms } }) => ({
          employeeId,
          year: input.year,
          allowance,
          schedule: 'FULL',
          paymentMonth,
          ...terms,
          createdBy: userId,
        })),
      );
      const instalmentsOf = new Map(
        planned.map((plan) => [plan.employeeId, plan.terms.instalments]),
      );
      await repository.insertInstalments(
        tx.db,
        inserted.map((plan) => ({
          planId: plan.id,
          instalments: instalmentsOf.get(plan.employeeId) ?? [],
        })),
      );
      total += inserted.length;
    }
    await tx.audit({
      actor,
      action: 'allowance-plan.generate',
      entityType: 'allowance_plans',
      entityId: `year:${input.year}`,
      before: null,
      after: { year: input.year, created: total },
    });
    return total;
  });
  return { message: ALLOWANCE_MESSAGES.generated(created, input.year), created };
}
