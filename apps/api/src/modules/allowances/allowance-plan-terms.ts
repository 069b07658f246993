import {
  type AllowanceInstalment,
  type AllowanceSchedule,
  allowanceInstalments,
  christmasProportion,
  type Employment,
  type Proportion,
  proportionOf,
  serviceMonths,
  vacationsProportion,
} from '@quadro/contract/allowance-amount';
import { ALLOWANCE_MESSAGES, type AllowanceType } from '@quadro/contract/allowances';
import { lastDayOf } from '@quadro/contract/calendar-days';
import type { SystemParameterValues } from '@quadro/contract/system-parameters';
import { AppError } from '../../platform/errors/app-error.ts';
import type { EmploymentFacts } from './allowances.repository.ts';

/** The day whose base salary a plan pays: the last of its payment month, when salaries are paid. */
export const salaryDayOf = (year: number, paymentMonth: number) =>
  lastDayOf(`${year}-${String(paymentMonth).padStart(2, '0')}`);

export function defaultMonthOf(
  allowance: AllowanceType,
  parameters: Pick<SystemParameterValues, 'vacationAllowanceMonth' | 'christmasAllowanceMonth'>,
): number {
  return allowance === 'VACATIONS'
    ? parameters.vacationAllowanceMonth
    : parameters.christmasAllowanceMonth;
}

export function proportionFor(
  allowance: AllowanceType,
  year: number,
  employment: Employment,
  parameters: Pick<
    SystemParameterValues,
    'hiringYearVacationDaysPerMonth' | 'hiringYearVacationCap'
  >,
): Proportion {
  return allowance === 'CHRISTMAS'
    ? christmasProportion(year, employment)
    : vacationsProportion(year, employment, {
        daysPerMonth: parameters.hiringYearVacationDaysPerMonth,
        cap: parameters.hiringYearVacationCap,
      });
}

/** A plan's amount, how it was found and its instalments. */
export interface PlanTerms {
  amount: string;
  baseSalary: string | null;
  proportionNumerator: number | null;
  proportionDenominator: number | null;
  instalments: AllowanceInstalment[];
}

/**
 * What a plan pays and when: a month of the base salary in force in its payment month times the
 * proportion of the year worked, or the amount finance entered (`manualAmount`). 409 when the
 * person does not work in the year at all.
 */
export function planTerms(input: {
  allowance: AllowanceType;
  year: number;
  schedule: AllowanceSchedule;
  paymentMonth: number;
  facts: EmploymentFacts;
  parameters: SystemParameterValues;
  manualAmount?: string | undefined;
}): PlanTerms {
  const employment = { startDate: input.facts.startDate, leftOn: input.facts.leftOn };
  const proportion = proportionFor(input.allowance, input.year, employment, input.parameters);
  if (proportion.numerator === 0) {
    throw new AppError('conflict', ALLOWANCE_MESSAGES.notEmployed(input.year), [
      { field: 'allowance', message: ALLOWANCE_MESSAGES.notEmployed(input.year) },
    ]);
  }
  const computed = input.manualAmount === undefined;
  const baseSalary = computed ? input.facts.baseSalary : null;
  const amount = input.manualAmount ?? (baseSalary ? proportionOf(baseSalary, proportion) : '0.00');
  return {
    amount,
    baseSalary,
    proportionNumerator: computed ? proportion.numerator : null,
    proportionDenominator: computed ? proportion.denominator : null,
    instalments: allowanceInstalments({
      amount,
      schedule: input.schedule,
      paymentMonth: input.paymentMonth,
      ...serviceMonths(input.year, employment),
    }),
  };
}
