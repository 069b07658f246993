import { ALLOWANCES_PER_YEAR, allowanceTargetYear } from '@quadro/contract/allowance-amount';
import {
  ALLOWANCE_MESSAGES,
  ALLOWANCE_TYPES,
  type AllowancePlan,
  type AllowancePlanChanges,
  type AllowancePlanResult,
  type AllowanceType,
  type MyAllowances,
  type NewAllowancePlan,
  paysInTwelfths,
} from '@quadro/contract/allowances';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { defaultMonthOf, planTerms, salaryDayOf } from './allowance-plan-terms.ts';
import { instalmentsByPlan, toAllowancePlan } from './allowance-plan-view.ts';
import { assertEditable, assertMaySetAmount, canReachPlan } from './allowances.policy.ts';
import * as repository from './allowances.repository.ts';
import type { AllowancePlanRow } from './allowances.schema.ts';

export const planNotFound = () => notFound('Allowance plan');

const fieldError = (code: 'validation_failed' | 'conflict', field: string, message: string) =>
  new AppError(code, message, [{ field, message }]);

/** Plans with their instalments, in the order given. */
export async function plansWithInstalments(
  ctx: ServiceContext,
  rows: readonly repository.PlanRow[],
): Promise<AllowancePlan[]> {
  const instalments = instalmentsByPlan(
    await repository.listInstalments(
      ctx.db,
      rows.map((row) => row.plan.id),
    ),
  );
  return rows.map((row) => toAllowancePlan(row, instalments.get(row.plan.id) ?? []));
}

export async function planResult(
  ctx: ServiceContext,
  id: string,
  message: string,
): Promise<AllowancePlanResult> {
  const row = await repository.findPlan(ctx.db, id);
  if (!row) throw planNotFound();
  const [plan] = await plansWithInstalments(ctx, [row]);
  return { message, plan: plan as AllowancePlan };
}

/** The employee's plans, and what the 'Add allowance' button may add (spec §9). */
export async function myAllowances(ctx: ServiceContext, actor: Actor): Promise<MyAllowances> {
  const { userId } = requireSignedIn(actor);
  const targetYear = allowanceTargetYear(companyNow(ctx).date);
  const plans = await plansWithInstalments(ctx, await repository.listPlansOf(ctx.db, userId));
  const added = new Set(plans.filter((plan) => plan.year === targetYear).map((p) => p.allowance));
  const parameters = ctx.parameters.current();
  return {
    targetYear,
    canAdd: added.size < ALLOWANCES_PER_YEAR,
    available: ALLOWANCE_TYPES.map((type) => type.key).filter((key) => !added.has(key)),
    defaultMonths: {
      VACATIONS: defaultMonthOf('VACATIONS', parameters),
      CHRISTMAS: defaultMonthOf('CHRISTMAS', parameters),
    },
    plans,
  };
}

function duplicate(allowance: AllowanceType, year: number) {
  return fieldError('conflict', 'allowance', ALLOWANCE_MESSAGES.duplicate(allowance, year));
}

/**
 * The employee adds a plan of the target year: one per allowance, so two at most (409 for a
 * third). Picking twelfths with the agreement ticked is the employee's agreement.
 */
export async function addMyPlan(
  ctx: ServiceContext,
  actor: Actor,
  input: NewAllowancePlan,
): Promise<AllowancePlanResult> {
  const { userId } = requireSignedIn(actor);
  const year = allowanceTargetYear(companyNow(ctx).date);
  const parameters = ctx.parameters.current();
  const paymentMonth = input.paymentMonth ?? defaultMonthOf(input.allowance, parameters);
  try {
    const id = await withTransaction(ctx, async (tx) => {
      const added = await repository.lockAllowancesOfYear(tx.db, userId, year);
      if (added.length >= ALLOWANCES_PER_YEAR) {
        throw fieldError('conflict', 'allowance', ALLOWANCE_MESSAGES.bothAdded(year));
      }
      if (added.includes(input.allowance)) throw duplicate(input.allowance, year);
      const facts = await repository.employmentOf(tx.db, userId, salaryDayOf(year, paymentMonth));
      if (!facts) throw planNotFound();
      const { instalments, ...terms } = planTerms({
        allowance: input.allowance,
        year,
        schedule: input.schedule,
        paymentMonth,
        facts,
        parameters,
      });
      const plan = await repository.insertPlan(tx.db, {
        employeeId: userId,
        year,
        allowance: input.allowance,
        schedule: input.schedule,
        paymentMonth,
        ...terms,
        twelfthsAgreedAt: paysInTwelfths(input.schedule) ? tx.clock.now() : null,
        createdBy: userId,
      });
      await repository.insertInstalments(tx.db, [{ planId: plan.id, instalments }]);
      await tx.audit({
        actor,
        action: 'allowance-plan.add',
        entityType: 'allowance_plans',
        entityId: plan.id,
        before: null,
        after: {
          year,
          allowance: input.allowance,
          schedule: input.schedule,
          paymentMonth,
          amount: terms.amount,
        },
      });
      return plan.id;
    });
    return planResult(ctx, id, ALLOWANCE_MESSAGES.saved);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.allowance, year);
    throw error;
  }
}

/** One plan, for its employee, finance and admin (anyone else: 404). */
export async function getPlan(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<AllowancePlan> {
  const row = await repository.findPlan(ctx.db, input.id);
  if (!row || !canReachPlan(actor, row.plan)) throw planNotFound();
  const [plan] = await plansWithInstalments(ctx, [row]);
  return plan as AllowancePlan;
}

/** Twelfths need the employee's agreement: given by the employee now, or already on the plan. */
function twelfthsAgreedAt(
  ctx: ServiceContext,
  actor: Actor,
  current: AllowancePlanRow,
  schedule: AllowancePlan['schedule'],
  agreement: boolean | undefined,
): Date | null {
  if (!paysInTwelfths(schedule)) return current.twelfthsAgreedAt;
  if (actor.userId === current.employeeId) {
    if (agreement === false || (agreement === undefined && !current.twelfthsAgreedAt)) {
      throw fieldError(
        'validation_failed',
        'twelfthsAgreement',
        ALLOWANCE_MESSAGES.twelfthsNeedAgreement,
      );
    }
    return current.twelfthsAgreedAt ?? ctx.clock.now();
  }
  if (!current.twelfthsAgreedAt) {
    throw fieldError('validation_failed', 'schedule', ALLOWANCE_MESSAGES.twelfthsNotAgreed);
  }
  return current.twelfthsAgreedAt;
}

/**
 * Changes the schedule or the month of a plan not yet sent, or rejected, and computes its amount
 * again; finance and admin may enter the amount instead (null computes it again).
 */
export async function updatePlan(
  ctx: ServiceContext,
  actor: Actor,
  input: AllowancePlanChanges & { id: string },
): Promise<AllowancePlanResult> {
  requireSignedIn(actor);
  await withTransaction(ctx, async (tx) => {
    const current = await repository.lockPlan(tx.db, input.id);
    if (!current || !canReachPlan(actor, current)) throw planNotFound();
    if (input.amount !== undefined) assertMaySetAmount(actor);
    assertEditable(current);
    const schedule = input.schedule ?? (current.schedule as AllowancePlan['schedule']);
    const paymentMonth = input.paymentMonth ?? current.paymentMonth;
    const agreedAt = twelfthsAgreedAt(tx, actor, current, schedule, input.twelfthsAgreement);
    const wasManual = current.proportionNumerator === null;
    const manualAmount =
      input.amount === undefined
        ? wasManual
          ? current.amount
          : undefined
        : (input.amount ?? undefined);
    const facts = await repository.employmentOf(
      tx.db,
      current.employeeId,
      salaryDayOf(current.year, paymentMonth),
    );
    if (!facts) throw planNotFound();
    const { instalments, ...terms } = planTerms({
      allowance: current.allowance as AllowanceType,
      year: current.year,
      schedule,
      paymentMonth,
      facts,
      parameters: tx.parameters.current(),
      manualAmount,
    });
    const changes = { schedule, paymentMonth, ...terms, twelfthsAgreedAt: agreedAt };
    await repository.updatePlan(tx.db, current.id, { ...changes, updatedAt: tx.clock.now() });
    await repository.replaceInstalments(tx.db, current.id, instalments);
    await tx.audit({
      actor,
      action: 'allowance-plan.update',
      entityType: 'allowance_plans',
      entityId: current.id,
      before: {
        schedule: current.schedule,
        paymentMonth: current.paymentMonth,
        amount: current.amount,
      },
      after: { schedule, paymentMonth, amount: terms.amount },
    });
  });
  return planResult(ctx, input.id, ALLOWANCE_MESSAGES.updated);
}

/** Removes a plan not yet sent, or rejected. */
export async function removePlan(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ message: string }> {
  requireSignedIn(actor);
  await withTransaction(ctx, async (tx) => {
    const current = await repository.lockPlan(tx.db, input.id);
    if (!current || !canReachPlan(actor, current)) throw planNotFound();
    assertEditable(current);
    await repository.deletePlan(tx.db, current.id);
    await tx.audit({
      actor,
      action: 'allowance-plan.remove',
      entityType: 'allowance_plans',
      entityId: current.id,
      before: {
        employeeId: current.employeeId,
        year: current.year,
        allowance: current.allowance,
        amount: current.amount,
      },
      after: null,
    });
  });
  return { message: ALLOWANCE_MESSAGES.removed };
}
