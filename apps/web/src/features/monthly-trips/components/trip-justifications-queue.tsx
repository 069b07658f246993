import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCalendarDay, formatEuros } from '@quadro/contract/formatting';
import type { TripJustificationRow } from '@quadro/contract/monthly-trips';
import { ApprovalQueue, type QueueColumn } from '../../../components/approval/approval-queue.tsx';
import type { ApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { formatKilometres } from '../../../components/travels/travel-numbers.ts';

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The flagged trips of a justification: day, route, reasons and the employee's note. */
function FlaggedTrips({ row }: { row: TripJustificationRow }) {
  if (row.flaggedTrips.length === 0) return <>None</>;
  return (
    <Stack component="ul" sx={{ m: 0, pl: 2, gap: 0.5 }}>
      {row.flaggedTrips.map((trip) => (
        <li key={trip.id}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatCalendarDay(trip.date)}: {trip.origin} → {trip.destination} (
            {formatKilometres(trip.totalKilometres)})
          </Typography>
          <Typography variant="body2" sx={{ color: 'warning.dark' }}>
            {trip.flags.map((flag) => flag.reason).join('; ')}
          </Typography>
          <Typography variant="body2">{trip.note ? `Note: ${trip.note}` : 'No note'}</Typography>
        </li>
      ))}
    </Stack>
  );
}

const COLUMNS: QueueColumn<TripJustificationRow>[] = [
  {
    header: 'Employee',
    cell: (row) => (
      <>
        {row.employee.name}
        {row.pastDeadline && (
          <Typography variant="body2" sx={{ color: 'error.main' }}>
            Past the deadline
          </Typography>
        )}
      </>
    ),
  },
  {
    header: 'Value',
    cell: (row) => formatEuros(row.value),
    sx: NUMBER_CELL,
    headerSx: NUMBER_CELL,
  },
  {
    header: 'Kilometres required',
    cell: (row) => formatKilometres(row.kilometresRequired),
    sx: NUMBER_CELL,
    headerSx: NUMBER_CELL,
  },
  {
    header: 'Kilometres recorded',
    cell: (row) => `${formatKilometres(row.kilometresRecorded)} (${row.trips} trips)`,
    sx: NUMBER_CELL,
    headerSx: NUMBER_CELL,
  },
];

const TRAILING: QueueColumn<TripJustificationRow>[] = [
  { header: 'Flagged trips', cell: (row) => <FlaggedTrips row={row} />, sx: { minWidth: 280 } },
];

/** What a picked row is called: 'Ana Ferreira'. */
export const justificationLabel = (row: TripJustificationRow) => row.employee.name;

/** Finance's month of justifications as the shared approval queue: waiting ones can be picked. */
export function TripJustificationsQueue({
  rows,
  selection,
}: {
  rows: TripJustificationRow[];
  selection: ApprovalSelection;
}) {
  return (
    <ApprovalQueue
      label="Trip justifications"
      scrollLabel="Trip justifications, scrollable"
      rows={rows}
      rowKey={(row) => row.id ?? row.employee.id}
      columns={COLUMNS}
      trailingColumns={TRAILING}
      status={(row) => row.status}
      rejectionReason={(row) => row.rejectionReason}
      approvalLevels={(row) => row.approvalLevels}
      statusSx={{ maxWidth: 260 }}
      selection={{
        ...selection,
        canPick: (row) => row.status === 'PendingApproval' && row.id !== null,
        pickLabel: (row) => `Pick ${justificationLabel(row)}`,
        pickAllLabel: 'Pick every waiting justification of the page',
      }}
    />
  );
}
