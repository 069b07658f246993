import type { AllowanceSchedule } from '@quadro/contract/allowance-amount';
import {
  type AllowancePlan,
  type AllowancePlanChanges,
  type AllowanceType,
  type MyAllowances,
  type NewAllowancePlan,
  paysInTwelfths,
} from '@quadro/contract/allowances';

/** The month of the part paid in full is asked for every schedule but twelfths alone. */
export const asksPaymentMonth = (schedule: AllowanceSchedule | null | undefined) =>
  schedule !== 'TWELFTHS';

/** The agreement to be paid in twelfths is asked for the schedules that pay twelfths. */
export const asksAgreement = (schedule: AllowanceSchedule | null | undefined) =>
  schedule !== undefined && schedule !== null && paysInTwelfths(schedule);

/** What 'Add allowance' opens with: the first allowance still to add, in full in its usual month. */
export function newPlanDefaults(mine: Pick<MyAllowances, 'available' | 'defaultMonths'>) {
  const allowance: AllowanceType = mine.available[0] ?? 'VACATIONS';
  return {
    allowance,
    schedule: 'FULL' as AllowanceSchedule,
    paymentMonth: mine.defaultMonths[allowance],
    twelfthsAgreement: false,
  };
}

/** The plan as sent: no month for twelfths alone (it pays none in full). */
export function newPlanBody(values: NewAllowancePlan): NewAllowancePlan {
  const { paymentMonth, ...rest } = values;
  return asksPaymentMonth(values.schedule) && paymentMonth !== undefined
    ? { ...rest, paymentMonth }
    : rest;
}

/** The employee's change form opens with the plan as it is. */
export function planChangeDefaults(plan: AllowancePlan) {
  return {
    schedule: plan.schedule,
    paymentMonth: plan.paymentMonth,
    twelfthsAgreement: plan.twelfthsAgreed,
  };
}

/**
 * The employee's changes as sent: the month only where the schedule pays one in full, the
 * agreement only where it pays twelfths.
 */
export function planChangesBody(values: AllowancePlanChanges): AllowancePlanChanges {
  const { paymentMonth, twelfthsAgreement, ...rest } = values;
  return {
    ...rest,
    ...(asksPaymentMonth(values.schedule) && paymentMonth !== undefined ? { paymentMonth } : {}),
    ...(asksAgreement(values.schedule) && twelfthsAgreement !== undefined
      ? { twelfthsAgreement }
      : {}),
  };
}
