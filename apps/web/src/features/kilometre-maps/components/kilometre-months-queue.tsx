import { formatEuros, formatMonth } from '@quadro/contract/formatting';
import type { ManageKilometreMonth } from '@quadro/contract/kilometre-maps';
import { ApprovalQueue, type QueueColumn } from '../../../components/approval/approval-queue.tsx';
import type { ApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { formatKilometres, formatRate } from '../../../components/travels/travel-numbers.ts';

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

const COLUMNS: QueueColumn<ManageKilometreMonth>[] = [
  { header: 'Employee', cell: (month) => month.employee.name },
  { header: 'Month', cell: (month) => formatMonth(month.month), sx: { whiteSpace: 'nowrap' } },
  {
    header: 'Value',
    cell: (month) => formatEuros(month.value),
    sx: NUMBER_CELL,
    headerSx: NUMBER_CELL,
  },
  {
    header: 'Rate',
    cell: (month) => formatRate(month.pricePerKm),
    sx: NUMBER_CELL,
    headerSx: NUMBER_CELL,
  },
  {
    header: 'Kilometres',
    cell: (month) => formatKilometres(month.kilometres),
    sx: NUMBER_CELL,
    headerSx: NUMBER_CELL,
  },
  { header: 'Plate', cell: (month) => month.vehiclePlate ?? '—', sx: { whiteSpace: 'nowrap' } },
];

/** What a picked row is called: 'Ana Ferreira, March 2026'. */
export const monthLabel = (month: ManageKilometreMonth) =>
  `${month.employee.name}, ${formatMonth(month.month)}`;

/** Finance's kilometre-map months as the shared approval queue: waiting ones can be picked. */
export function KilometreMonthsQueue({
  months,
  selection,
}: {
  months: ManageKilometreMonth[];
  selection: ApprovalSelection;
}) {
  return (
    <ApprovalQueue
      label="Kilometre-map months"
      scrollLabel="Kilometre-map months, scrollable"
      rows={months}
      rowKey={(month) => month.id}
      columns={COLUMNS}
      status={(month) => month.status}
      rejectionReason={(month) => month.rejectionReason}
      approvalLevels={(month) => month.approvalLevels}
      statusSx={{ maxWidth: 260 }}
      selection={{
        ...selection,
        canPick: (month) => month.status === 'PendingApproval',
        pickLabel: (month) => `Pick ${monthLabel(month)}`,
        pickAllLabel: 'Pick every waiting month of the page',
      }}
    />
  );
}
