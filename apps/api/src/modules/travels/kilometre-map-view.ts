import type { ApprovalStatus } from '@quadro/contract/approval';
import { kilometresOf, submissionDeadline } from '@quadro/contract/kilometre-map-rules';
import type { KilometreMapMonth } from '@quadro/contract/travels';
import { isMonthEditable } from './travels.policy.ts';
import type { KilometreMapMonthRow } from './travels.schema.ts';

/** How a month is shown: its row if it has one, else an empty month at the rate it would take. */
export function toKilometreMonth(
  month: string,
  row: KilometreMapMonthRow | undefined,
  rules: { rate: string; deadlineDay: number; open: boolean },
): KilometreMapMonth {
  const value = row?.value ?? '0.00';
  const pricePerKm = row?.pricePerKm ?? rules.rate;
  const status = (row?.status ?? 'PendingSubmission') as ApprovalStatus;
  return {
    id: row?.id ?? null,
    month,
    value,
    pricePerKm,
    kilometres: kilometresOf(value, pricePerKm),
    status,
    rejectionReason: row?.rejectionReason ?? null,
    deadline: submissionDeadline(month, rules.deadlineDay),
    editable: isMonthEditable(status) && rules.open,
  };
}
