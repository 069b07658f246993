import type { AllowanceInstalment, AllowanceSchedule } from '@quadro/contract/allowance-amount';
import {
  type AllowancePlan,
  type AllowanceType,
  wireAllowanceStatus,
} from '@quadro/contract/allowances';
import { isApprovalEditable } from '@quadro/contract/approval';
import type { PlanRow } from './allowances.repository.ts';
import type { AllowanceInstalmentRow } from './allowances.schema.ts';

/** The instalments of many plans, by plan id. */
export function instalmentsByPlan(
  rows: readonly AllowanceInstalmentRow[],
): Map<string, AllowanceInstalment[]> {
  const byPlan = new Map<string, AllowanceInstalment[]>();
  for (const row of rows) {
    const list = byPlan.get(row.planId) ?? [];
    list.push({ month: row.month, amount: row.amount, part: row.part as 'twelfth' | 'full' });
    byPlan.set(row.planId, list);
  }
  return byPlan;
}

export function toAllowancePlan(
  row: PlanRow,
  instalments: readonly AllowanceInstalment[],
): AllowancePlan {
  const { plan } = row;
  return {
    id: plan.id,
    employee: { id: plan.employeeId, name: row.employeeName },
    year: plan.year,
    allowance: plan.allowance as AllowanceType,
    schedule: plan.schedule as AllowanceSchedule,
    paymentMonth: plan.paymentMonth,
    amount: plan.amount,
    basis:
      plan.baseSalary !== null &&
      plan.proportionNumerator !== null &&
      plan.proportionDenominator !== null
        ? {
            baseSalary: plan.baseSalary,
            numerator: plan.proportionNumerator,
            denominator: plan.proportionDenominator,
          }
        : null,
    instalments: [...instalments],
    twelfthsAgreed: plan.twelfthsAgreedAt !== null,
    status: wireAllowanceStatus(plan.status),
    rejectionReason: plan.rejectionReason,
    sentBy: plan.sentBy && row.senderName ? { id: plan.sentBy, name: row.senderName } : null,
    editable: isApprovalEditable(plan.status),
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}
