import {
  ALLOWANCE_TYPE_LABELS,
  ALLOWANCE_TYPES,
  type AllowancePlan,
  type AllowanceTotals,
  type MyAllowances,
} from '@quadro/contract/allowances';
import { formatEuros } from '@quadro/contract/formatting';
import { fromCents, toCents } from '@quadro/contract/money';
import { MONTHS } from '@quadro/contract/months';

type PlanName = Pick<AllowancePlan, 'allowance' | 'year'>;

/** 'Vacations 2026'. */
export const planTitle = (plan: PlanName) =>
  `${ALLOWANCE_TYPE_LABELS[plan.allowance]} ${plan.year}`;

/** 'Carolina Gomes, Vacations 2026': what names a plan's controls for screen readers. */
export const planLabel = (plan: PlanName & Pick<AllowancePlan, 'employee'>) =>
  `${plan.employee.name}, ${planTitle(plan)}`;

/** '2 plans', '1 plan'. */
export const planCount = (count: number) => `${count} ${count === 1 ? 'plan' : 'plans'}`;

const ORDER = ALLOWANCE_TYPES.map((type) => type.key as string);

/** Newest year first; Vacations before Christmas within a year. */
export function sortPlans<Plan extends PlanName>(plans: readonly Plan[]): Plan[] {
  return [...plans].sort(
    (a, b) => b.year - a.year || ORDER.indexOf(a.allowance) - ORDER.indexOf(b.allowance),
  );
}

/** 'Vacations or Christmas', 'Christmas'. */
const allowanceList = (allowances: MyAllowances['available']) =>
  allowances.map((allowance) => ALLOWANCE_TYPE_LABELS[allowance]).join(' or ');

/**
 * The line under 'Add allowance': what it adds, or (spec §9) why it is disabled once both
 * allowances of the target year are added, and when it opens again: in December, for the next year.
 */
export function addAllowanceHint(
  mine: Pick<MyAllowances, 'canAdd' | 'targetYear' | 'available'>,
): string {
  if (!mine.canAdd || mine.available.length === 0) {
    return `Both allowances of ${mine.targetYear} are added. Those of ${mine.targetYear + 1} can be added from December ${mine.targetYear}.`;
  }
  return `Choose how your ${allowanceList(mine.available)} allowance of ${mine.targetYear} is paid.`;
}

const monthName = (month: number) => MONTHS[month - 1]?.name ?? String(month);

/** 'June', or 'June (in full)' for the part paid in full beside twelfths. */
export function instalmentLabel(
  instalment: AllowancePlan['instalments'][number],
  plan: Pick<AllowancePlan, 'schedule'>,
): string {
  const month = monthName(instalment.month);
  return plan.schedule === 'HALF_TWELFTHS' && instalment.part === 'full'
    ? `${month} (in full)`
    : month;
}

/** Spec §3's consolidated totals, labelled, counts as numbers and money in euros. */
export function totalsEntries(totals: AllowanceTotals): { label: string; value: string }[] {
  return [
    { label: 'Plans', value: String(totals.totalPlans) },
    { label: 'Employees', value: String(totals.totalEmployees) },
    { label: 'Vacations', value: formatEuros(totals.totalVacations) },
    { label: 'Christmas', value: formatEuros(totals.totalChristmas) },
    { label: 'Total payment', value: formatEuros(totals.totalPayment) },
  ];
}

/** How the amount was found: 'A month of the base salary (1.500,00 €)', '9/12 of …', or by hand. */
export function basisText(plan: Pick<AllowancePlan, 'basis'>): string {
  if (!plan.basis) return 'Amount set by finance';
  const { baseSalary, numerator, denominator } = plan.basis;
  const salary = `a month of the base salary (${formatEuros(baseSalary)})`;
  return numerator === denominator
    ? `${salary[0]?.toUpperCase()}${salary.slice(1)}`
    : `${numerator}/${denominator} of ${salary}`;
}

/** The totals' heading: the filtered plans' whole amounts, or what falls due in the chosen month. */
export const totalsTitle = (month: number | undefined) =>
  month === undefined ? 'Totals of the filtered plans' : `Totals due in ${monthName(month)}`;

/** What a plan pays in `month` (its twelfth and any part in full), to the cent: '0.00' if nothing. */
export function dueIn(plan: Pick<AllowancePlan, 'instalments'>, month: number): string {
  const cents = plan.instalments
    .filter((instalment) => instalment.month === month)
    .reduce((sum, instalment) => sum + toCents(instalment.amount), 0n);
  return fromCents(cents);
}

/** 'Due in July': the column beside the amount when the table is filtered by a month. */
export const dueHeader = (month: number) => `Due in ${monthName(month)}`;
