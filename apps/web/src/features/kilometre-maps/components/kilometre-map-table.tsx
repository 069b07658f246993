import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { APPROVAL_STATUS_LABELS } from '@quadro/contract/approval';
import { formatCalendarDay, formatMonth } from '@quadro/contract/formatting';
import type { KilometreMap, KilometreMapMonth } from '@quadro/contract/kilometre-maps';
import { toCents } from '@quadro/contract/money';
import { TRAVEL_MESSAGES } from '@quadro/contract/travels';
import { ApprovalStatusChip } from '../../../components/approval/approval-status-chip.tsx';
import { RejectionBlock } from '../../../components/approval/rejection-block.tsx';
import type { ApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { formatKilometres, formatRate } from '../../../components/travels/travel-numbers.ts';
import { KilometreMonthValue } from './kilometre-month-value.tsx';

const NUMBER_CELL = { whiteSpace: 'nowrap' } as const;
/** On a phone the table scrolls sideways: the rejection stays within the visible width. */
const REJECTION_IN_VIEW = {
  position: 'sticky',
  left: 0,
  maxWidth: 'min(100%, calc(100vw - 96px))',
} as const;
/** A month past its deadline that was never sent (or not sent again) reads Closed, not its state. */
const CLOSED = 'Closed';
const STATUS_LABELS = { ...APPROVAL_STATUS_LABELS, [CLOSED]: 'Closed' };

function rejectionHint(month: KilometreMapMonth): string {
  return month.closed
    ? TRAVEL_MESSAGES.resubmitClosed(month.deadline)
    : TRAVEL_MESSAGES.fixRejectedBy(month.deadline);
}

const COLUMNS: readonly DataColumn<KilometreMapMonth>[] = [
  {
    header: 'Month',
    rowHeader: true,
    cellSx: NUMBER_CELL,
    cell: (month) => formatMonth(month.month),
  },
  {
    header: 'Value',
    cellSx: NUMBER_CELL,
    cell: (month, index) => (
      <KilometreMonthValue month={month} index={index} name={formatMonth(month.month)} />
    ),
  },
  { header: 'Rate', cellSx: NUMBER_CELL, cell: (month) => formatRate(month.pricePerKm) },
  {
    header: 'Kilometres',
    cellSx: NUMBER_CELL,
    cell: (month) => formatKilometres(month.kilometres),
  },
  {
    header: 'Status',
    cell: (month) => (
      <ApprovalStatusChip status={month.closed ? CLOSED : month.status} labels={STATUS_LABELS} />
    ),
  },
  { header: 'Deadline', cellSx: NUMBER_CELL, cell: (month) => formatCalendarDay(month.deadline) },
];

/** A month its owner may send: open, with a saved value above zero. */
export const isSendable = (month: KilometreMapMonth) => month.editable && toCents(month.value) > 0n;

/** The year's twelve months: values to type where open, picks to send, a rejection's reason. */
export function KilometreMapTable({
  map,
  selection,
}: {
  map: KilometreMap;
  selection: ApprovalSelection;
}) {
  const sendable = map.months.filter(isSendable).map((month) => month.month);
  const allPicked = sendable.length > 0 && sendable.every((key) => selection.selected.has(key));
  const picker: DataColumn<KilometreMapMonth> = {
    key: 'pick',
    padding: 'checkbox',
    header: (
      <Checkbox
        checked={allPicked}
        indeterminate={!allPicked && sendable.some((key) => selection.selected.has(key))}
        disabled={sendable.length === 0}
        onChange={(event) => selection.pick(sendable, event.target.checked)}
        slotProps={{ input: { 'aria-label': 'Pick every month to send' } }}
      />
    ),
    cell: (month) => (
      <Checkbox
        checked={selection.selected.has(month.month)}
        disabled={!isSendable(month)}
        onChange={(event) => selection.pick([month.month], event.target.checked)}
        slotProps={{ input: { 'aria-label': `Pick ${formatMonth(month.month)}` } }}
      />
    ),
  };
  return (
    <DataTable
      label={`Kilometre map of ${map.year}`}
      rows={map.months}
      rowKey={(month) => month.month}
      columns={[picker, ...COLUMNS]}
      hover={false}
      selected={(month) => selection.selected.has(month.month)}
      rowDetail={(month) =>
        month.status === 'Rejected' &&
        month.rejectionReason && (
          <Box sx={REJECTION_IN_VIEW}>
            <RejectionBlock reason={month.rejectionReason} description={rejectionHint(month)} />
          </Box>
        )
      }
      scroll={{ minWidth: 760, label: `Kilometre map of ${map.year}, scrollable` }}
    />
  );
}
