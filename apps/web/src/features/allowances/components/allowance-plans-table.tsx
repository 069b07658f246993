import Stack from '@mui/material/Stack';
import {
  ALLOWANCE_SCHEDULE_LABELS,
  ALLOWANCE_TYPE_LABELS,
  type AllowancePlan,
  storedAllowanceStatus,
} from '@quadro/contract/allowances';
import { formatEuros } from '@quadro/contract/formatting';
import { ApprovalQueue, type QueueColumn } from '../../../components/approval/approval-queue.tsx';
import type { ApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import {
  RowActionButton,
  type RowActionProps,
} from '../../../components/table/row-action-button.tsx';
import { dueHeader, dueIn, planLabel } from '../allowance-text.ts';
import { isSelectable } from '../plan-selection.ts';

/** What a row's buttons do: decide on its plan alone, edit it, remove it. */
export type PlanRowAction = 'approve' | 'reject' | 'edit' | 'remove';

const AMOUNT_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The columns; with a month chosen, what each plan pays in it beside its whole amount. */
const columnsOf = (month: number | undefined): QueueColumn<AllowancePlan>[] => [
  { header: 'Employee', cell: (plan) => plan.employee.name },
  { header: 'Year', cell: (plan) => plan.year },
  { header: 'Allowance', cell: (plan) => ALLOWANCE_TYPE_LABELS[plan.allowance] },
  {
    header: 'Schedule',
    cell: (plan) => ALLOWANCE_SCHEDULE_LABELS[plan.schedule],
    sx: { maxWidth: 220 },
  },
  {
    header: 'Amount',
    cell: (plan) => formatEuros(plan.amount),
    sx: AMOUNT_CELL,
    headerSx: AMOUNT_CELL,
  },
  ...(month === undefined
    ? []
    : [
        {
          header: dueHeader(month),
          cell: (plan: AllowancePlan) => formatEuros(dueIn(plan, month)),
          sx: AMOUNT_CELL,
          headerSx: AMOUNT_CELL,
        },
      ]),
];

/** Finance's queue: plans not yet approved can be picked, to send or decide them together. */
export function AllowancePlansTable({
  plans,
  month,
  selection,
  onAction,
}: {
  plans: AllowancePlan[];
  /** The month filter: the plans pay something in it. */
  month: number | undefined;
  selection: ApprovalSelection;
  onAction: (action: PlanRowAction, plan: AllowancePlan) => void;
}) {
  return (
    <ApprovalQueue
      label="Allowance plans"
      scrollLabel="Allowance plans, scrollable"
      rows={plans}
      rowKey={(plan) => plan.id}
      columns={columnsOf(month)}
      trailingColumns={[
        {
          header: 'Actions',
          cell: (plan) => <PlanActions plan={plan} onAction={(action) => onAction(action, plan)} />,
        },
      ]}
      status={(plan) => storedAllowanceStatus(plan.status)}
      rejectionReason={(plan) => plan.rejectionReason}
      statusSx={{ maxWidth: 260 }}
      selection={{
        ...selection,
        canPick: isSelectable,
        pickLabel: (plan) => `Pick ${planLabel(plan)}`,
        pickAllLabel: 'Pick every plan of the page',
      }}
      minWidth={980}
    />
  );
}

/** A plan's buttons as its state allows, each named after it ('Approve: Carolina Gomes, …'). */
function PlanActions({
  plan,
  onAction,
}: {
  plan: AllowancePlan;
  onAction: (action: PlanRowAction) => void;
}) {
  const button = (action: PlanRowAction, props: Omit<RowActionProps, 'onClick'>) => (
    <RowActionButton {...props} itemLabel={planLabel(plan)} onClick={() => onAction(action)} />
  );
  return (
    <Stack direction="row" sx={{ gap: 0.5 }}>
      {plan.status === 'PENDING_APPROVAL' && (
        <>
          {button('approve', { label: 'Approve', variant: 'contained' })}
          {button('reject', { label: 'Reject', color: 'error' })}
        </>
      )}
      {plan.editable && (
        <>
          {button('edit', { label: 'Edit' })}
          {button('remove', { label: 'Remove', color: 'error' })}
        </>
      )}
    </Stack>
  );
}
