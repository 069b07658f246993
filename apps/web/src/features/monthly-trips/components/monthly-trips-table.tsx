import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '@quadro/contract/formatting';
import type { MonthlyTrip } from '@quadro/contract/monthly-trips';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { formatKilometres } from '../../../components/travels/travel-numbers.ts';

/** How a trip is named to assistive technology and in its dialogs. */
export const tripName = (trip: MonthlyTrip) =>
  `${formatCalendarDay(trip.date)}, ${trip.origin} to ${trip.destination}`;

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const DATE_COLUMN = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

/** Why a trip needs a note, and its note (or that it is missing). */
export function TripFlags({ trip }: { trip: MonthlyTrip }) {
  if (trip.flags.length === 0) return null;
  return (
    <Stack sx={{ gap: 0.5, mt: 0.5 }}>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        {trip.flags.map((flag) => (
          <Chip
            key={flag.flag}
            size="small"
            variant="outlined"
            label={flag.reason}
            sx={{
              color: 'warning.dark',
              borderColor: 'warning.dark',
              height: 'auto',
              '& .MuiChip-label': { whiteSpace: 'normal' },
            }}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: trip.note ? 'text.primary' : 'error.main' }}>
        {trip.note ? `Note: ${trip.note}` : 'Needs a note before sending'}
      </Typography>
    </Stack>
  );
}

const TOP = { verticalAlign: 'top' } as const;

const COLUMNS: readonly DataColumn<MonthlyTrip>[] = [
  {
    header: 'Date',
    sx: DATE_COLUMN,
    cellSx: { whiteSpace: 'nowrap', ...TOP },
    cell: (trip) => formatCalendarDay(trip.date),
  },
  {
    header: 'Trip',
    cellSx: TOP,
    cell: (trip) => (
      <>
        <Typography variant="body2" sx={PHONE_ONLY}>
          {formatCalendarDay(trip.date)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {trip.origin} → {trip.destination}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {trip.purpose}
        </Typography>
        <TripFlags trip={trip} />
      </>
    ),
  },
  {
    header: 'Client or project',
    sx: WIDE_ONLY,
    cellSx: TOP,
    cell: (trip) => trip.client?.name ?? trip.project?.name,
  },
  {
    header: 'Kilometres',
    align: 'right',
    cellSx: { whiteSpace: 'nowrap', ...TOP },
    cell: (trip) => (
      <>
        {formatKilometres(trip.totalKilometres)}
        {trip.roundTrip && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            round trip
          </Typography>
        )}
      </>
    ),
  },
];

/** A month's trips by date: flagged ones show their reasons and note; open months edit them. */
export function MonthlyTripsTable({
  trips,
  editable,
  onEdit,
  onRemove,
}: {
  trips: readonly MonthlyTrip[];
  editable: boolean;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const actions: DataColumn<MonthlyTrip> = {
    header: 'Actions',
    align: 'right',
    cellSx: { whiteSpace: 'nowrap', width: '1%', ...TOP },
    cell: (trip, index) => (
      <>
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit trip ${tripName(trip)}`} onClick={() => onEdit(index)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Remove">
          <IconButton aria-label={`Remove trip ${tripName(trip)}`} onClick={() => onRemove(index)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    ),
  };
  return (
    <DataTable
      label="Trips of the month"
      rows={trips}
      rowKey={(trip) => trip.id}
      columns={editable ? [...COLUMNS, actions] : COLUMNS}
    />
  );
}
