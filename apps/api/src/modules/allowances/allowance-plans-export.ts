import {
  ALLOWANCE_SCHEDULE_LABELS,
  ALLOWANCE_STATUS_LABELS,
  ALLOWANCE_TYPE_LABELS,
  type AllowanceFilters,
  type AllowancePlan,
  type AllowanceTotals,
} from '@quadro/contract/allowances';
import { fromCents, toCents } from '@quadro/contract/money';
import { MONTHS } from '@quadro/contract/months';
import {
  csvFile,
  type ExportCell,
  type ExportSheet,
  xlsxFile,
} from '../../platform/files/spreadsheet-export.ts';

const monthName = (month: number) => MONTHS[month - 1]?.name ?? String(month);

/** What a plan pays in the chosen month, or its whole amount without one. */
function dueIn(plan: AllowancePlan, month: number | undefined): ExportCell {
  if (!month) return { money: plan.amount };
  const cents = plan.instalments
    .filter((instalment) => instalment.month === month)
    .reduce((sum, instalment) => sum + toCents(instalment.amount), 0n);
  return { money: fromCents(cents) };
}

function plansSheet(
  plans: readonly AllowancePlan[],
  totals: AllowanceTotals,
  filters: AllowanceFilters,
): ExportSheet {
  const dueHeader = filters.month ? `Due in ${monthName(filters.month)}` : 'Amount';
  return {
    name: 'Allowance plans',
    header: [
      'Employee',
      'Year',
      'Allowance',
      'Schedule',
      'Month paid in full',
      'Status',
      dueHeader,
    ],
    rows: [
      ...plans.map((plan) => [
        plan.employee.name,
        plan.year,
        ALLOWANCE_TYPE_LABELS[plan.allowance],
        ALLOWANCE_SCHEDULE_LABELS[plan.schedule],
        plan.schedule === 'TWELFTHS' ? '' : monthName(plan.paymentMonth),
        ALLOWANCE_STATUS_LABELS[plan.status],
        dueIn(plan, filters.month),
      ]),
      [],
      ['Total plans', totals.totalPlans],
      ['Total employees', totals.totalEmployees],
      ['Total vacations', { money: totals.totalVacations }],
      ['Total Christmas', { money: totals.totalChristmas }],
      ['Total payment', { money: totals.totalPayment }],
    ],
  };
}

/** The filtered plans with the consolidated totals below them, as CSV or XLSX. */
export async function allowancePlansExport(
  input: { plans: readonly AllowancePlan[]; totals: AllowanceTotals; filters: AllowanceFilters },
  format: 'csv' | 'xlsx',
): Promise<{ fileName: string; body: string | Buffer }> {
  const year = input.filters.year ? `-${input.filters.year}` : '';
  const fileName = `allowance-plans${year}.${format}`;
  const sheet = plansSheet(input.plans, input.totals, input.filters);
  return { fileName, body: format === 'csv' ? csvFile(sheet) : await xlsxFile([sheet]) };
}
