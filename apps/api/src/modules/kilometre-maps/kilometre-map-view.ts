import type { ApprovalStatus } from '@quadro/contract/approval';
import {
  isMonthClosed,
  isSendable,
  type KilometreMonth,
  kilometresOf,
  sendDeadlineOf,
} from '@quadro/contract/kilometre-map-rules';
import type { KilometreMapMonth } from '@quadro/contract/kilometre-maps';
import { isMonthEditable } from './kilometre-maps.policy.ts';
import type { KilometreMapMonthRow } from './kilometre-maps.schema.ts';

/** A month as the rules see it: a rejected one with the last day it may be sent again. */
export const asRuleMonth = (
  month: string,
  row: KilometreMapMonthRow | undefined,
  windows: ReadonlyMap<string, string>,
): KilometreMonth => ({
  month,
  value: row?.value ?? '0.00',
  status: (row?.status ?? 'PendingSubmission') as ApprovalStatus,
  resubmitUntil: row ? (windows.get(row.id) ?? null) : null,
});

/** How a month is shown: its row if it has one, else an empty month at the rate it would take. */
export function toKilometreMonth(
  month: string,
  row: KilometreMapMonthRow | undefined,
  rules: { rate: string; deadlineDay: number; today: string; windows: ReadonlyMap<string, string> },
): KilometreMapMonth {
  const ruleMonth = asRuleMonth(month, row, rules.windows);
  const pricePerKm = row?.pricePerKm ?? rules.rate;
  return {
    id: row?.id ?? null,
    month,
    value: ruleMonth.value,
    pricePerKm,
    kilometres: kilometresOf(ruleMonth.value, pricePerKm),
    status: ruleMonth.status,
    rejectionReason: row?.rejectionReason ?? null,
    deadline: sendDeadlineOf(ruleMonth, rules.deadlineDay),
    editable:
      isMonthEditable(ruleMonth.status) && isSendable(ruleMonth, rules.today, rules.deadlineDay),
    closed: isMonthClosed(ruleMonth, rules.today, rules.deadlineDay),
  };
}
