import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ALLOWANCE_SCHEDULE_LABELS,
  ALLOWANCE_TYPE_LABELS,
  type AllowancePlan,
} from '@quadro/contract/allowances';
import { formatEuros } from '@quadro/contract/formatting';
import type { ReactNode } from 'react';
import {
  RowActionButton,
  type RowActionProps,
} from '../../../components/table/row-action-button.tsx';
import { dueHeader, dueIn, planLabel } from '../allowance-text.ts';
import { isSelectable } from '../plan-selection.ts';
import { AllowanceStatusChip } from './allowance-status-chip.tsx';

const AMOUNT_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const AMOUNT_COLUMNS = /^(Amount|Due in )/;

/** The columns; with a month chosen, what each plan pays in it beside its whole amount. */
const columnsOf = (month: number | undefined) => [
  'Employee',
  'Year',
  'Allowance',
  'Schedule',
  'Amount',
  ...(month === undefined ? [] : [dueHeader(month)]),
  'Status',
  'Actions',
];

/** Finance's table: plans not yet approved can be picked, to send or decide them together. */
export function AllowancePlansTable({
  plans,
  month,
  selected,
  onSelect,
  actionsOf,
}: {
  plans: AllowancePlan[];
  /** The month filter: the plans pay something in it. */
  month: number | undefined;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], picked: boolean) => void;
  actionsOf: (plan: AllowancePlan) => ReactNode;
}) {
  const selectable = plans.filter(isSelectable).map((plan) => plan.id);
  const allPicked = selectable.length > 0 && selectable.every((id) => selected.has(id));
  const columns = columnsOf(month);
  return (
    <TableContainer
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      aria-label="Allowance plans, scrollable"
    >
      <Table size="small" aria-label="Allowance plans" sx={{ minWidth: 980 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allPicked}
                indeterminate={!allPicked && selectable.some((id) => selected.has(id))}
                disabled={selectable.length === 0}
                onChange={(event) => onSelect(selectable, event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Pick every plan of the page' } }}
              />
            </TableCell>
            {columns.map((column) => (
              <TableCell
                key={column}
                sx={{ fontWeight: 600, ...(AMOUNT_COLUMNS.test(column) ? AMOUNT_CELL : {}) }}
              >
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>No Data</TableCell>
            </TableRow>
          )}
          {plans.map((plan) => (
            <TableRow key={plan.id} hover selected={selected.has(plan.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(plan.id)}
                  disabled={!isSelectable(plan)}
                  onChange={(event) => onSelect([plan.id], event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Pick ${planLabel(plan)}` } }}
                />
              </TableCell>
              <TableCell>{plan.employee.name}</TableCell>
              <TableCell>{plan.year}</TableCell>
              <TableCell>{ALLOWANCE_TYPE_LABELS[plan.allowance]}</TableCell>
              <TableCell sx={{ maxWidth: 220 }}>
                {ALLOWANCE_SCHEDULE_LABELS[plan.schedule]}
              </TableCell>
              <TableCell sx={AMOUNT_CELL}>{formatEuros(plan.amount)}</TableCell>
              {month !== undefined && (
                <TableCell sx={AMOUNT_CELL}>{formatEuros(dueIn(plan, month))}</TableCell>
              )}
              <TableCell sx={{ maxWidth: 260 }}>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <AllowanceStatusChip status={plan.status} />
                  {plan.status === 'REJECTED' && plan.rejectionReason && (
                    <Typography variant="caption">
                      Rejection reason: {plan.rejectionReason}
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 0.5 }}>
                  {actionsOf(plan)}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A row action named after its plan for screen readers ('Approve: Carolina Gomes, …'). */
export function RowAction({ plan, ...action }: RowActionProps & { plan: AllowancePlan }) {
  return <RowActionButton {...action} itemLabel={planLabel(plan)} />;
}
